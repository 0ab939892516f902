import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { portalUrl } from './stack';

/** The API itself: the host server forwards only /client, and the outbox lives under /__dev. */
export const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

let serial = 0;
/** A phone number no earlier run used: 09, then 8 digits from the clock and a counter. */
export const uniquePhone = () => `09${String(Date.now() * 10 + (serial++ % 10)).slice(-8)}`;

/** The newest code of `purpose` sent to `to`, read from the development outbox. */
export async function latestCode(to: string, purpose: string): Promise<string> {
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

async function post(path: string, body: object) {
  const answer = await fetch(`${apiUrl}/client${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** A call to the /client API; answers the whole envelope and throws on any error status. */
export const callApi = (method: string, path: string, body?: object, token?: string) =>
  callAt(apiUrl, method, path, body, token);

/** The same, to the /client API at `base` (another API process, a front door). */
export async function callAt(
  base: string,
  method: string,
  path: string,
  body?: object,
  token?: string,
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked by the expectations that use them
): Promise<any> {
  const answer = await fetch(`${base}/client${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs in on the /login page (where staff start) and waits to land on `landing`. */
export async function signInAtLoginPage(page: Page, user: string, password: string, landing = '/admin') {
  await page.goto(`${portalUrl}/login`);
  await page.getByLabel('Phone number or e-mail').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(`${portalUrl}${landing}`);
}

/** A new verified general customer (group 142), with no address and no business-partner request. */
export async function newCustomer(firstName = 'Dara', lastName = 'Keo') {
  const phone = uniquePhone();
  const password = 'first-pass1';
  await post('/account/register', {
    firstName,
    lastName,
    phone,
    password,
    confirmPassword: password,
    gender: 'Male',
  });
  await post('/account/verify-account', {
    phoneOrEmail: phone,
    otp: await latestCode(phone, 'VERIFY_ACCOUNT'),
  });
  return { phone, password, firstName, lastName };
}

/** Signs in through the header's Sign in button and the login dialog, and waits for the name in the sidebar. */
export async function signInThroughDialog(page: Page, user: { phone: string; password: string }) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Phone number or e-mail').fill(user.phone);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByTestId('account-name').waitFor();
  await login.waitFor({ state: 'hidden' });
}

/** axe on the page (or the part `selector` names): no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, selector?: string) {
  // Contrast is only meaningful once a dialog has finished fading in.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page });
  if (selector) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/**
 * The same access token, but expired a minute ago: signed as the API signs (HS256 with the key it derives from
 * APP_SECRET, the development value when the stack runs without one), so the API answers it with 401/4410.
 */
export function expiredCopyOf(accessToken: string) {
  const secret = process.env.APP_SECRET ?? 'development-only-secret-never-use-it-in-production';
  const key = createHmac('sha256', secret).update('coffee-portal:access-token').digest();
  const [header, payload] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 1900, exp: now - 60 })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}
