import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { newCustomer } from './support/accounts';
import { portalUrl, repoRoot } from './support/stack';

const artifacts = path.join(repoRoot, 'e2e/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });

// A browser of its own with a profile kept on disk, so it can be closed and started again as a person would.
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-keep-'));
let context: BrowserContext | undefined;

const startBrowser = async () => {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(() => sessionStorage.setItem('adPopupSeen', 'test'));
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${portalUrl}/`);
  return page;
};
const closeBrowser = async () => {
  await context?.close();
  context = undefined;
};

afterEach(async () => {
  await closeBrowser();
});
afterAll(() => fs.rmSync(profile, { recursive: true, force: true }));

async function signIn(keep: boolean) {
  const customer = await newCustomer('Sophal', 'Meas');
  const page = await startBrowser();
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.reload();
  await page.getByRole('button', { name: en.signIn, exact: true }).click();
  const login = page.getByRole('dialog', { name: en.signIn });
  await login.getByLabel(en.phoneOrEmail).fill(customer.phone);
  await login.getByLabel(en.password, { exact: true }).fill(customer.password);
  const box = login.getByRole('checkbox', { name: en.keepMeSignedIn });
  expect(await box.isChecked()).toBe(false);
  if (keep) await box.check();
  await page.screenshot({ path: `${artifacts}/keep-signed-in-${keep ? 'ticked' : 'unticked'}.png` });
  await login.getByRole('button', { name: en.signIn, exact: true }).click();
  await page.getByTestId('account-name').waitFor();
  return page;
}

/** Through the test provider from the sign-in dialog, as the demo customer (the provider signs her in by e-mail). */
async function signInWithProvider(keep: boolean) {
  const page = await startBrowser();
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.reload();
  await page.getByRole('button', { name: en.signIn, exact: true }).click();
  const login = page.getByRole('dialog', { name: en.signIn });
  if (keep) await login.getByRole('checkbox', { name: en.keepMeSignedIn }).check();
  await login.getByRole('button', { name: en.shellContinueWithSandbox }).click();
  await page.waitForURL(/\/client\/auth\/sandbox-provider\?/);
  await page.getByLabel('First name').fill('Sokha');
  await page.getByLabel('Last name').fill('Chan');
  await page.getByLabel('E-mail').fill('sokha.customer@example.com');
  await page.getByRole('button', { name: 'Continue as this person' }).click();
  await page.getByTestId('account-name').waitFor();
  return page;
}

/** How long the browser keeps the sign-in, in days from now. */
const keptDays = (page: Page) =>
  page.evaluate(() => (Number(localStorage.getItem('sessionExpiresAt')) - Date.now()) / 86_400_000);

describe('"Keep me signed in" with a social sign-in', () => {
  it('ticked, the social sign-in is kept 30 days and survives the browser being closed', async () => {
    const page = await signInWithProvider(true);
    expect(await keptDays(page)).toBeGreaterThan(29);
    await closeBrowser();

    const again = await startBrowser();

    await again.getByTestId('account-name').waitFor();
    expect(await again.getByTestId('account-name').textContent()).toBe('Sokha Chan');
  });

  it('left unticked, the social sign-in gets the short session and ends with the browser', async () => {
    const page = await signInWithProvider(false);
    expect(await keptDays(page)).toBeLessThan(1);
    await closeBrowser();

    const again = await startBrowser();

    await again.getByRole('button', { name: en.signIn, exact: true }).first().waitFor();
    expect(await again.getByTestId('account-name').count()).toBe(0);
  });
});

describe('"Keep me signed in"', () => {
  it('left unticked, the sign-in ends when the browser is closed', async () => {
    await signIn(false);
    await closeBrowser();

    const page = await startBrowser();

    await page.getByRole('button', { name: en.signIn, exact: true }).first().waitFor();
    expect(await page.getByTestId('account-name').count()).toBe(0);
  });

  it('ticked, the customer is still signed in after the browser was closed and started again', async () => {
    await signIn(true);
    await closeBrowser();

    const page = await startBrowser();

    await page.getByTestId('account-name').waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Sophal Meas');
  });

  it('is offered in Khmer', async () => {
    const page = await startBrowser();
    // A guest: the profile may still hold the session kept by the test before.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('language', 'km');
    });
    await page.context().addCookies([{ name: 'language', value: 'km', url: portalUrl }]);
    await page.reload();
    await page.getByRole('button', { name: km.signIn, exact: true }).first().click();
    const login = page.getByRole('dialog', { name: km.signIn });
    await login.getByRole('checkbox', { name: km.keepMeSignedIn }).waitFor();
    expect(await login.getByText(km.keepMeSignedInHint).isVisible()).toBe(true);
    await page.screenshot({ path: `${artifacts}/keep-signed-in-km.png` });
  });
});
