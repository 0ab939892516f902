import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { expect } from '../test/support/expect';
import {
  expectNoSeriousA11yViolations,
  expiredCopyOf,
  latestCode,
  newCustomer,
  signInThroughDialog,
} from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl, repoRoot } from './support/stack';

const artifacts = path.join(repoRoot, 'e2e/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
});

const dialog = (name: string) => page.getByRole('dialog', { name });
const toast = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const accessToken = () => page.evaluate(() => localStorage.getItem('accessToken'));

/** A 1×1 PNG, as a phone's camera would hand over a picture. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openAccountMenu(firstName: string) {
  await page.getByRole('banner').getByRole('button', { name: firstName, exact: true }).click();
  await page.getByRole('menu').waitFor();
}

/** The language choice the selector stores; the next page loads in it. */
async function chooseLanguage(language: 'en' | 'km') {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.context().addCookies([{ name: 'language', value: language, url: portalUrl }]);
  await page.reload();
}

async function apiAs(token: string, method: string, path: string, body?: object) {
  const answer = await page.request.fetch(`${portalUrl}/client${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: body ? JSON.stringify(body) : undefined,
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data;
}

/** An address in the first province's first district, added over the API. */
async function addAddress(token: string, name: string, addressDetail: string) {
  const [province] = (await apiAs(token, 'GET', '/address/provinceOrDistrict/1?type=province&all=true')) as {
    id: number;
  }[];
  const [district] = (await apiAs(
    token,
    'GET',
    `/address/provinceOrDistrict/${province?.id}?type=district&all=true`,
  )) as { id: number }[];
  await apiAs(token, 'POST', '/address', {
    name,
    addressDetail,
    provinceId: province?.id,
    districtId: district?.id,
  });
}

describe('a guest', () => {
  it('sees a shell without serious accessibility problems, and the sign-in dialogs have none either', async () => {
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await dialog('Sign in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');
    await dialog('Sign in').getByRole('button', { name: 'Forgot password?' }).click();
    await dialog('Forgot password?').waitFor();
    await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog('Sign up').waitFor();
    await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');
  });
});

describe('a customer without an address', () => {
  it('is asked for one on a route change, adds it, and is not asked again; then changes the default', async () => {
    const user = await newCustomer('Kanha', 'Sim');
    await signInThroughDialog(page, user);

    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Showroom' }).click();
    const address = dialog('Delivery address');
    await address.waitFor();
    await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');
    await address.getByRole('button', { name: 'Save address' }).click();
    expect(await address.getByRole('alert').textContent()).toBe('Please give the address a name.');

    await address.getByLabel('Address name').fill('Home');
    await address.getByLabel('Address', { exact: true }).fill('St 51, #12');
    await address.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
    const district = address.getByLabel('District');
    await page.waitForFunction(
      () => (document.querySelector('select[disabled]') === null ? true : null),
      undefined,
      { timeout: 10_000 },
    );
    await district.selectOption({ index: 1 });
    await address.getByRole('button', { name: 'Save address' }).click();
    await toast('Your default delivery address was changed.').waitFor();
    await address.waitFor({ state: 'hidden' });
    const headerAddress = page.getByTestId('default-address');
    await headerAddress.filter({ hasText: 'St 51, #12, Phnom Penh' }).waitFor();

    // With an address, a route change opens nothing.
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Showroom' }).click();
    await page.waitForURL(`${portalUrl}/showroom`);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A second address, then the header's address opens the choice: choose → confirm → default.
    const token = (await accessToken()) ?? '';
    await addAddress(token, 'Shop', 'Road 3, #8');
    await page.reload();
    await headerAddress.click();
    await address.waitFor();
    await address.getByRole('radio', { name: /Shop/ }).check();
    await address.getByRole('button', { name: 'Use this address' }).click();
    const confirm = dialog('Confirm the delivery address');
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toast('Your default delivery address was changed.').waitFor();
    await headerAddress.filter({ hasText: 'Road 3, #8' }).waitFor();
    const addresses = (await apiAs(token, 'GET', '/address?limit=200&offset=0')) as {
      name: string;
      default: boolean;
    }[];
    expect(addresses.filter((entry) => entry.default).map((entry) => entry.name)).toEqual(['Shop']);
  });
});

describe('a customer without an address who deletes the account', () => {
  it.each([
    { language: 'en' as const, width: 1280, texts: en },
    { language: 'km' as const, width: 375, texts: km },
  ])(
    'is signed out cleanly ($language, $width px): no dialog, no refused call, a page that says what happens next',
    async ({ language, width, texts }) => {
      const user = await newCustomer('Vanna', 'Chea');
      await signInThroughDialog(page, user);
      await page.setViewportSize({ width, height: 812 });
      try {
        await chooseLanguage(language);
        await page.goto(`${portalUrl}/delete-account`);
        await page.getByRole('button', { name: texts.deleteAccount, exact: true }).click();
        const confirm = dialog(texts.accountDeleteConfirmTitle);
        await confirm.waitFor();

        const refused: string[] = [];
        page.on('response', (response) => {
          if (response.status() === 401) refused.push(new URL(response.url()).pathname);
        });
        await confirm.getByRole('button', { name: texts.accountDeleteConfirmButton }).click();

        const farewell = page.getByTestId('account-deletion-requested');
        await farewell.getByRole('heading', { name: texts.accountDeletionRequestedTitle }).waitFor();
        expect(await farewell.textContent()).toContain(texts.accountDeletionSignedOut);
        // The shell has had its time to react to the route and the session: nothing pops up, nothing is refused.
        await page.waitForTimeout(2_000);
        await page.screenshot({ path: `${artifacts}/account-deleted-${language}-${width}.png` });
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(refused).toEqual([]);
        expect(await accessToken()).toBeNull();
        expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
        expect(await page.getByTestId('account-name').count()).toBe(0);
        expect(await page.getByTestId('default-address').count()).toBe(0);

        // Its way on: the home page, as a guest, still with nothing popping up.
        await farewell.getByRole('link', { name: texts.accountDeletionGoHome }).click();
        await page.waitForURL(`${portalUrl}/`);
        await page.waitForTimeout(1_000);
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(refused).toEqual([]);
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    },
  );
});

describe('the business-partner request', () => {
  it('uploads the picture, sends the two tabs and leaves the request under review', async () => {
    const user = await newCustomer('Bopha', 'Lim');
    await signInThroughDialog(page, user);
    await openAccountMenu('Bopha');
    await page.getByRole('menuitem', { name: 'Request to become a business partner' }).click();
    const request = dialog('Become a business partner');
    await request.waitFor();
    await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');

    await request.getByRole('button', { name: 'Next' }).click();
    await toast('Please add a profile picture.').waitFor();
    await request
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'my shop.png', mimeType: 'image/png', buffer: png });
    expect(await request.getByLabel('First name').inputValue()).toBe('Bopha');
    await request.getByLabel('Address').fill('St 271, Toul Kork');
    await request.getByRole('button', { name: 'Next' }).click();

    await request.getByLabel('Business type').selectOption('Coffee Shop');
    await request.getByLabel('Store name').fill('Bopha Coffee');
    await request.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
    await page.waitForFunction(() => {
      const select = document.querySelectorAll('.mantine-Modal-content select')[2] as
        | HTMLSelectElement
        | undefined;
      return select && !select.disabled && select.options.length > 1 ? true : null;
    });
    await request.getByLabel('District').selectOption({ index: 1 });
    await request.getByRole('button', { name: 'Submit' }).click();
    await toast('You already asked to become a business partner. Please wait for approval.').waitFor();
    await request.waitFor({ state: 'hidden' });

    const profile = await apiAs((await accessToken()) ?? '', 'GET', '/account/profile');
    expect(profile.reqBpStatus).toBe('Pending');
    await openAccountMenu('Bopha');
    const underReview = page.getByRole('menuitem', { name: 'Business partner request under review' });
    await underReview.waitFor();
    expect(await underReview.isDisabled()).toBe(true);
  });
});

describe('a signed-in customer', () => {
  it('changes the password with a code sent to the phone, then signs in with it', async () => {
    const user = await newCustomer('Chenda', 'Ouk');
    await signInThroughDialog(page, user);
    await openAccountMenu('Chenda');
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const change = dialog('Change password');
    await change.waitFor();
    await expectNoSeriousA11yViolations(page, '.mantine-Modal-content');
    // No code goes out before Send code: the dialog says where it will go, not that it went.
    expect(
      await change.getByText(`Press Send code and we will send a 6-digit code to ${user.phone}.`).isVisible(),
    ).toBe(true);
    expect(await change.getByText(/We sent a 6-digit code/).count()).toBe(0);

    await change.getByLabel('New password', { exact: true }).fill('changed-pass9');
    await change.getByLabel('Confirm password', { exact: true }).fill('changed-pass9');
    await change.getByRole('button', { name: 'Send code' }).click();
    const resend = change.getByRole('button', { name: /Resend in \d+ s/ });
    await resend.waitFor();
    expect(await change.getByText(`We sent a 6-digit code to ${user.phone}.`).isVisible()).toBe(true);
    expect(await resend.isDisabled()).toBe(true);
    await change.getByLabel('Verification code').fill(await latestCode(user.phone, 'CHANGE_PASSWORD'));
    await change.getByLabel('Verification code').press('Enter');
    await toast('Your password was changed.').waitFor();
    await change.waitFor({ state: 'hidden' });

    await openAccountMenu('Chenda');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await signInThroughDialog(page, { phone: user.phone, password: 'changed-pass9' });
  });

  it.each([
    { language: 'en' as const, width: 1280, texts: en },
    { language: 'km' as const, width: 375, texts: km },
  ])(
    'finds the quick order in the account menu and on the cart page ($language, $width px)',
    async ({ language, width, texts }) => {
      const user = await newCustomer('Nary', 'Heng');
      await signInThroughDialog(page, user);
      await page.setViewportSize({ width, height: 812 });
      try {
        await chooseLanguage(language);
        await openAccountMenu('Nary');
        await page.screenshot({ path: `${artifacts}/account-menu-quick-order-${language}-${width}.png` });
        await page.getByRole('menuitem', { name: texts.quickOrder, exact: true }).click();
        await page.waitForURL(`${portalUrl}/quick-order`);
        await page.getByRole('heading', { level: 1, name: texts.quickOrderTitle }).waitFor();

        await page.goto(`${portalUrl}/cart`);
        await page.getByRole('heading', { level: 1, name: texts.cart }).waitFor();
        await page.screenshot({ path: `${artifacts}/cart-quick-order-link-${language}-${width}.png` });
        await page.getByRole('main').getByRole('link', { name: texts.cartGoToQuickOrder }).click();
        await page.waitForURL(`${portalUrl}/quick-order`);
        await page.getByRole('heading', { level: 1, name: texts.quickOrderTitle }).waitFor();
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    },
  );

  it('opens the latest notifications from the bell', async () => {
    const user = await newCustomer('Rith', 'Pov');
    await signInThroughDialog(page, user);
    // A new account has read everything older than itself: no unread dot.
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await bell.waitFor();
    expect(await page.getByTestId('unread-dot').count()).toBe(0);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await panel.locator('li').first().waitFor();
    expect(await panel.locator('li').count()).toBeLessThanOrEqual(10);
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  });

  it('has an expired access token refreshed and the request retried', async () => {
    const user = await newCustomer('Sophea', 'Meas');
    await signInThroughDialog(page, user);
    const valid = (await accessToken()) ?? '';
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    const expired = expiredCopyOf(valid);
    await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);
    await page.context().addCookies([{ name: 'accessToken', value: expired, url: portalUrl }]);

    const answers: string[] = [];
    const tokensSentAfterRefresh: string[] = [];
    let refreshAnswered = false;
    page.on('request', (request) => {
      if (refreshAnswered && new URL(request.url()).pathname === '/client/account/profile') {
        tokensSentAfterRefresh.push(request.headers().authorization ?? '');
      }
    });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/client/auth/regenerate-token') refreshAnswered = true;
      if (path === '/client/account/profile' || path === '/client/auth/regenerate-token') {
        answers.push(`${response.request().method()} ${path} ${response.status()}`);
      }
    });
    await page.reload();
    await page.getByTestId('account-name').filter({ hasText: 'Sophea Meas' }).waitFor();
    // Whichever call meets the expired token first (the page's reads and the shell's go out together), one refresh
    // follows, and the profile is answered with the new token. A read that left with the expired token before the
    // refresh may be refused after it; none leaves with the expired token once the refresh has answered.
    expect(answers.filter((answer) => answer.startsWith('POST'))).toEqual([
      'POST /client/auth/regenerate-token 200',
    ]);
    expect(answers.at(-1)).toBe('GET /client/account/profile 200');
    expect(tokensSentAfterRefresh.length).toBeGreaterThan(0);
    expect(tokensSentAfterRefresh).not.toContain(`Bearer ${expired}`);
    // The refresh token works once: it was rotated, and the new access token is a valid one again.
    expect(await accessToken()).not.toBe(expired);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(refreshToken);
  });
});

describe('addresses, one list everywhere', () => {
  it('an address added on /profile/address is at once in the header’s address choice, without a reload', async () => {
    const user = await newCustomer('Sokha', 'Meas');
    await signInThroughDialog(page, user);
    const token = (await accessToken()) ?? '';
    await addAddress(token, 'Home', 'St 51, #12');
    await page.reload();

    const headerAddress = page.getByTestId('default-address');
    const choice = dialog('Delivery address');
    await headerAddress.filter({ hasText: 'St 51, #12' }).click();
    await choice.getByRole('radio', { name: /Home/ }).waitFor();
    expect(await choice.getByRole('radio').count()).toBe(1);
    await page.keyboard.press('Escape');
    await choice.waitFor({ state: 'hidden' });

    await openAccountMenu('Sokha');
    await page.getByRole('menuitem', { name: 'My address' }).click();
    await page.getByRole('link', { name: 'Add a new address' }).click();
    await page.getByRole('link', { name: /Add an address manually/ }).click();
    await page.getByLabel('Address name').fill('Office');
    await page.getByLabel('Address details (house, street, village)').fill('Russian Blvd, #120');
    await page.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
    await page.getByLabel('District').selectOption({ label: 'Tuol Kouk' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('article', { name: 'Office' }).waitFor();

    await headerAddress.click();
    await choice.getByRole('radio', { name: /Office/ }).waitFor();
    expect(await choice.getByRole('radio').count()).toBe(2);
  });
});
