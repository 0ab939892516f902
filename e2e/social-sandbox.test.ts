import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
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
});

const dialog = (name: string) => page.getByRole('dialog', { name });

/** Through the test provider's consent page, as a person who types their name and e-mail there. */
async function consentAs(person: { firstName: string; lastName: string; email: string }) {
  await page.waitForURL(/\/client\/auth\/sandbox-provider\?/);
  await page.getByRole('heading', { name: 'Test sign-in (sandbox)' }).waitFor();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Continue as this person' }).click();
}

describe('social sign-in with the test provider', () => {
  it('signs an existing customer in from the sign-in dialog', async () => {
    await page.getByRole('button', { name: en.signIn, exact: true }).click();
    await dialog(en.signIn).getByRole('button', { name: en.shellContinueWithSandbox }).click();

    await consentAs({ firstName: 'Sokha', lastName: 'Chan', email: 'sokha.customer@example.com' });

    const name = page.getByTestId('account-name');
    await name.waitFor();
    expect(await name.textContent()).toBe('Sokha Chan');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  it('sends someone new from the sign-up dialog to sign up with what the provider gave filled in', async () => {
    const email = `sandbox.${Date.now()}@example.com`;
    await page.getByRole('button', { name: en.signUp, exact: true }).click();
    await dialog(en.signUp).getByRole('button', { name: en.shellContinueWithSandbox }).click();

    await consentAs({ firstName: 'Sophea', lastName: 'Lim', email });

    const register = dialog(en.signUp);
    await register.waitFor();
    expect(await register.getByLabel(en.firstName).inputValue()).toBe('Sophea');
    expect(await register.getByLabel(en.lastName).inputValue()).toBe('Lim');
    expect(await register.getByLabel(/e-mail/i).inputValue()).toBe(email);
    // Someone already coming from a provider is not offered the providers again.
    expect(await register.getByRole('button', { name: en.shellContinueWithSandbox }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.screenshot({ path: `${artifacts}/social-sandbox-register-prefilled.png` });
  });

  it('labels the test sign-in in Khmer, and its consent page speaks Khmer', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'km'));
    await page.context().addCookies([{ name: 'language', value: 'km', url: portalUrl }]);
    await page.reload();
    await page.getByRole('button', { name: km.signIn, exact: true }).first().click();
    const test = dialog(km.signIn).getByRole('button', { name: km.shellContinueWithSandbox });
    await test.waitFor();
    await page.screenshot({ path: `${artifacts}/social-sandbox-sign-in-km.png` });
    await test.click();
    await page.waitForURL(/\/client\/auth\/sandbox-provider\?/);
    await page.getByRole('heading', { name: 'ការចូលសាកល្បង (sandbox)' }).waitFor();
    await page.getByRole('button', { name: 'បោះបង់' }).click();
    // Cancelled at the provider: back in the shop, with the sign-in dialog open again.
    await dialog(km.signIn).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
