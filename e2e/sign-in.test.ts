import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  // Reloaded, so the page starts as a guest's.
  await page.reload();
});

// The API itself: the host server forwards only /client, and the outbox lives under /__dev.
const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

let serial = 0;
/** A phone number no earlier run used: 09, then 8 digits from the clock and a counter (never a 0 after the 0). */
const uniquePhone = () => `09${String(Date.now() * 10 + (serial++ % 10)).slice(-8)}`;

const password = 'first-pass1';

async function latestCode(to: string, purpose: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${apiUrl}/__dev/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await answer.json()) as { data: { code: string | null; purpose: string }[] };
    const code = data.find((message) => message.purpose === purpose)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${purpose} code for ${to} in the outbox`);
}

async function callApi(path: string, body: object) {
  const answer = await fetch(`${apiUrl}/client${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
}

const registerThroughApi = (phone: string) =>
  callApi('/account/register', {
    firstName: 'Dara',
    lastName: 'Keo',
    phone,
    password,
    confirmPassword: password,
    gender: 'Male',
  });

const dialog = (name: string) => page.getByRole('dialog', { name });

async function signIn(identifier: string, secret: string) {
  const login = dialog('Sign in');
  await login.waitFor();
  await login.getByLabel('Phone number or e-mail').fill(identifier);
  await login.getByLabel('Password', { exact: true }).fill(secret);
  await login.getByLabel('Password', { exact: true }).press('Enter');
}

describe('signing up and in', () => {
  it('registers, verifies with the code from the outbox, signs in, shows the name and signs out', async () => {
    const phone = uniquePhone();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const register = dialog('Sign up');
    await register.waitFor();
    await register.getByLabel('First name').fill('Sokha');
    await register.getByLabel('Last name').fill('Chan');
    await register.getByLabel('Phone number').fill(phone);
    await register.getByLabel('Gender').selectOption('Female');
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Confirm password', { exact: true }).fill(password);
    await register.getByRole('button', { name: 'Sign up', exact: true }).click();

    const verification = dialog('Verify your account');
    await verification.waitFor();
    expect(await verification.getByRole('button', { name: /Resend in \d+ s/ }).isDisabled()).toBe(true);
    await verification.getByLabel('Verification code').fill(await latestCode(phone, 'VERIFY_ACCOUNT'));
    await verification.getByRole('button', { name: 'Verify', exact: true }).click();

    // The spec's login normalisation: typed with spaces, sent as +855 without the leading 0.
    await signIn(`${phone.slice(0, 3)} ${phone.slice(3)}`, password);
    const name = page.getByTestId('account-name');
    await name.waitFor();
    expect(await name.textContent()).toBe('Sokha Chan');

    await page.getByRole('banner').getByRole('button', { name: 'Sokha' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  it('resets a forgotten password with the code from the outbox, then signs in with the new one', async () => {
    const phone = uniquePhone();
    await registerThroughApi(phone);
    await callApi('/account/verify-account', {
      phoneOrEmail: phone,
      otp: await latestCode(phone, 'VERIFY_ACCOUNT'),
    });

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog('Sign in').getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = dialog('Forgot password?');
    await forgot.getByLabel('Phone number or e-mail').fill(phone);
    await forgot.getByRole('button', { name: 'Send code' }).click();

    const reset = dialog('Set a new password');
    await reset.waitFor();
    await reset.getByLabel('Verification code').fill(await latestCode(phone, 'FORGOT_PASSWORD'));
    await reset.getByLabel('New password', { exact: true }).fill('second-pass2');
    await reset.getByLabel('Confirm password', { exact: true }).fill('second-pass2');
    await reset.getByRole('button', { name: 'Verify', exact: true }).click();

    await signIn(phone, 'second-pass2');
    await page.getByTestId('account-name').waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Dara Keo');
  });

  it('sends an unverified account from sign-in to verification', async () => {
    const phone = uniquePhone();
    await registerThroughApi(phone);
    await page.goto(`${portalUrl}/login`);
    await page.getByLabel('Phone number or e-mail').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const verification = dialog('Verify your account');
    await verification.waitFor();
    expect(await verification.getByText(`We sent a 6-digit code to ${phone}.`).isVisible()).toBe(true);
  });
});

describe('a phone number already in use', () => {
  it("is refused at sign-up with the toast 'phone number or email is already in use'", async () => {
    const phone = uniquePhone();
    await registerThroughApi(phone);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const register = dialog('Sign up');
    await register.getByLabel('First name').fill('Vanna');
    await register.getByLabel('Last name').fill('Sok');
    await register.getByLabel('Phone number').fill(phone);
    await register.getByLabel('Gender').selectOption('Other');
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Confirm password', { exact: true }).fill(password);
    await register.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This phone number or e-mail is already in use.' })
      .first()
      .waitFor();
    expect(await register.isVisible()).toBe(true);
  });
});

describe('a guest', () => {
  it('gets the login dialog on clicking the cart', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await dialog('Sign in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // Clicking the overlay closes the dialog.
    await page.mouse.click(10, 450);
    await dialog('Sign in').waitFor({ state: 'hidden' });
  });
});
