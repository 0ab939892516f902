import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expect } from '../test/support/expect';
import { useBrowser } from './support/browser';
import { fillDay } from './support/fields';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;

const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
/** A phone number no earlier run used: 09, then 8 digits from the clock. */
const phone = `09${String(Date.now()).slice(-8)}`;
const firstPassword = 'first-pass1';
const secondPassword = 'second-pass2';

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function callApi(path: string, body: object) {
  const answer = await fetch(`${apiUrl}/client${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
}

async function latestCode(to: string): Promise<string> {
  const answer = await fetch(`${apiUrl}/__dev/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await answer.json()) as { data: { code: string | null }[] };
  const code = data[0]?.code;
  if (!code) throw new Error(`no code for ${to} in the outbox`);
  return code;
}

const dialog = (name: string) => page.getByRole('dialog', { name });
const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const addresses = () => page.getByTestId('account-address');

async function signIn(secret: string) {
  const login = dialog('Sign in');
  await login.waitFor();
  await login.getByLabel('Phone number or e-mail').fill(phone);
  await login.getByLabel('Password', { exact: true }).fill(secret);
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await login.waitFor({ state: 'hidden' });
}

async function signOut(buttonName: string) {
  await page.getByRole('banner').getByRole('button', { name: buttonName }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().waitFor();
}

/** Client-side navigation, as a click on a link would do; a full load would work too but costs a rebuild of state. */
async function open(path: string) {
  await page.goto(`${portalUrl}${path}`);
}

beforeAll(async () => {
  page = browser.page();
  await callApi('/account/register', {
    firstName: 'Bopha',
    lastName: 'Ros',
    phone,
    password: firstPassword,
    confirmPassword: firstPassword,
    gender: 'Female',
  });
  await callApi('/account/verify-account', { phoneOrEmail: phone, otp: await latestCode(phone) });
  // Where the browser says the user is, for the "use my current location" address.
  await page.context().grantPermissions(['geolocation'], { origin: portalUrl });
  await page.context().setGeolocation({ latitude: 11.556374, longitude: 104.928209 });
});

describe('the account area of a new customer', () => {
  it('asks a guest to sign in, then shows the profile they asked for', async () => {
    await open('/profile');
    await signIn(firstPassword);
    await heading('My profile').waitFor();
    expect(await page.getByTestId('account-profile-name').textContent()).toBe('Bopha Ros');
    expect(await page.getByTestId('account-bp-state').isVisible()).toBe(true);
  });

  it('edits the name, birthday and e-mail (by its code), refuses a birthday of today, and changes the photo', async () => {
    await open('/profile');
    const birthday = page.getByLabel('Birthday');
    await birthday.waitFor();
    // Today as the calendar of Cambodia (UTC+7) has it, whatever the machine's time zone.
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    await fillDay(birthday, today);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The birthday must be before today.' }).waitFor();

    await page.getByLabel('First name').fill('Sreymom');
    await fillDay(birthday, '1994-07-21');
    const email = `bopha.${phone}@example.com`;
    await page.getByLabel('E-mail (optional)').fill(email);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // A new e-mail is the account's only once the code sent to it is entered.
    const pending = page.getByTestId('account-pending-email');
    await pending.getByText(`We sent a 6-digit code to ${email}.`).waitFor();
    await page.getByTestId('account-profile-name').filter({ hasText: 'Sreymom Ros' }).waitFor();
    await pending.getByLabel('Verification code').fill(await latestCode(email));
    await pending.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Your e-mail was changed.').waitFor();
    await pending.waitFor({ state: 'detached' });
    expect(await page.getByLabel('E-mail (optional)').inputValue()).toBe(email);

    await page
      .getByTestId('account-photo-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('account-photo').waitFor();
    const photo = await page.getByTestId('account-photo').getAttribute('src');
    expect((await fetch(new URL(photo ?? '', portalUrl))).headers.get('content-type')).toBe('image/png');
    // The shell's sidebar shows the new photo in place of the initial, without a reload.
    const sidebarPhoto = page.getByTestId('sidebar-photo');
    await sidebarPhoto.waitFor();
    expect(await sidebarPhoto.getAttribute('src')).toBe(photo);

    await page.reload();
    await page.getByLabel('Birthday').waitFor();
    expect(await page.getByLabel('Birthday').inputValue()).toBe('21-07-1994');
    expect(await page.getByLabel('First name').inputValue()).toBe('Sreymom');
  });

  it('adds an address manually and another from the current location, moves the default, deletes it', async () => {
    await open('/profile/address');
    await page.getByText('You have no addresses yet.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Add a new address' }).click();
    await page.getByRole('link', { name: /Add an address manually/ }).click();
    await heading('Add an address manually').waitFor();
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please give the address a name.' }).waitFor();
    await page.getByLabel('Address name').fill('Home');
    await page.getByLabel('Address details (house, street, village)').fill('St. 310, #25, Boeung Keng Kang');
    await page.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
    await page.getByLabel('District').selectOption({ label: 'Chamkar Mon' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await heading('My address').waitFor();
    await page.getByRole('article', { name: 'Home' }).getByTestId('account-address-default').waitFor();

    await page.getByRole('link', { name: 'Add a new address' }).click();
    await page.getByRole('link', { name: /Use my current location/ }).click();
    await page.getByRole('button', { name: 'Find my location' }).click();
    await page.getByTestId('account-address-coordinates').waitFor();
    expect(await page.getByTestId('account-address-coordinates').textContent()).toContain(
      '11.556374, 104.928209',
    );
    await page.getByLabel('Address name').fill('Office');
    await page.getByLabel('Address details (house, street, village)').fill('Russian Blvd, #120');
    await page.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
    await page.getByLabel('District').selectOption({ label: 'Tuol Kouk' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await heading('My address').waitFor();
    await page.getByRole('article', { name: 'Office' }).waitFor();
    expect(await addresses().count()).toBe(2);
    // The second address is not the default until asked.
    expect(
      await page.getByRole('article', { name: 'Office' }).getByTestId('account-address-default').count(),
    ).toBe(0);

    await page
      .getByRole('article', { name: 'Office' })
      .getByRole('button', { name: 'Set as default' })
      .click();
    await page.getByRole('article', { name: 'Office' }).getByTestId('account-address-default').waitFor();
    await page
      .getByRole('article', { name: 'Home' })
      .getByRole('button', { name: 'Set as default' })
      .waitFor();

    await page.getByRole('article', { name: 'Office' }).getByRole('button', { name: 'Delete' }).click();
    await dialog('Delete address').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('article', { name: 'Office' }).waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Home' }).getByTestId('account-address-default').waitFor();
    expect(await addresses().count()).toBe(1);
  });

  it('refuses a wrong current password, changes it, and signs in with the new one', async () => {
    await open('/profile/change-password');
    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(secondPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill('something-else');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();

    await page.getByLabel('Confirm password', { exact: true }).fill(secondPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'The current password is not correct.' }).waitFor();

    await page.getByRole('button', { name: 'Show Current password' }).click();
    expect(await page.getByLabel('Current password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByLabel('Current password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password was changed.' }).waitFor();

    await signOut('Sreymom');
    await open('/profile/feedback');
    await signIn(secondPassword);
    await heading('Feedback').waitFor();
  });

  it('sends feedback: a rating and a comment are required, then thanks', async () => {
    await open('/profile/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please give a rating.' }).waitFor();
    await page.getByRole('radio', { name: '4 of 5 stars' }).click();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please write a comment.' }).waitFor();
    await page.getByLabel('Comment').fill('Delivery was quick and the beans were fresh.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you for your feedback!').waitFor();
  });

  it('reads a notification: unread in the list, read after opening it', async () => {
    await open('/profile/notification');
    const first = page.getByTestId('account-notification').first();
    await first.waitFor();
    expect(await first.getAttribute('data-read')).toBe('false');
    const unreadBefore = await page.getByTestId('account-notification-unread').count();
    const title = (await first.locator('p').first().textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('link', { name: /Notifications/ }).click();
    await page.getByTestId('account-notification').first().waitFor();
    await page.locator('[data-testid="account-notification"][data-read="true"]').first().waitFor();
    expect(await page.getByTestId('account-notification').first().getAttribute('data-read')).toBe('true');
    expect(await page.getByTestId('account-notification-unread').count()).toBe(unreadBefore - 1);
  });

  it('fits a 375 px phone in Khmer, with no serious or critical accessibility problems on its pages', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => localStorage.setItem('language', 'km'));
    try {
      for (const [path, title] of [
        ['/profile', 'ប្រវត្តិរូបរបស់ខ្ញុំ'],
        ['/profile/address', 'អាសយដ្ឋានរបស់ខ្ញុំ'],
        ['/profile/address/add-new/add-manually', null],
        ['/profile/change-password', null],
        ['/profile/feedback', null],
        ['/profile/notification', null],
        ['/delete-account', null],
      ] as const) {
        await open(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByTestId('account-loading').waitFor({ state: 'detached' });
        if (title) expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(title);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        // The orange theme's contrast is the whole portal's (shared theme), not these pages'; it is checked apart.
        const { violations } = await new AxeBuilder({ page } as never)
          .include('[data-account-page]')
          .disableRules(['color-contrast'])
          .analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
        expect(serious, path).toEqual([]);
      }
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('asks for the account to be deleted, explains the 7 days, signs out; signing in again keeps it', async () => {
    await open('/delete-account');
    await page.getByText('The deletion becomes permanent 7 days after your request.').waitFor();
    await page
      .getByText('Signing in again within those 7 days cancels the request', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog('Delete your account?').getByRole('button', { name: 'Yes, delete my account' }).click();
    // A signed-out page that says what happens next, not the account page's sign-in prompt.
    await heading('Your account will be deleted').waitFor();
    await page.getByText('You are signed out of this browser and every other one.').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // The API ended the session too: the old refresh cannot come back.
    await open('/profile');
    await dialog('Sign in').waitFor();
    // Signing in within the 7 days cancels the deletion: the account is there as it was.
    await signIn(secondPassword);
    await page.getByTestId('account-profile-name').filter({ hasText: 'Sreymom Ros' }).waitFor();
  });
});
