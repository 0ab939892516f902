import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { apiUrl, callApi, signInAtLoginPage } from './support/accounts';
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

const admin = { user: '010200300', password: 'admin1234' };
const backOffice = () => page.locator('[data-section="admin"]');
const chatLinks = () => backOffice().getByRole('region', { name: en.adminChatLinks });

/** The administrator types both names on the settings screen and saves. */
async function setChatLinks(telegram: string, messenger: string) {
  await signInAtLoginPage(page, admin.user, admin.password);
  await page.goto(`${portalUrl}/admin/settings`);
  await chatLinks().getByLabel(en.adminTelegramUsername).fill(telegram);
  await chatLinks().getByLabel(en.adminMessengerPage).fill(messenger);
  await chatLinks().getByRole('button', { name: en.adminSave }).click();
  await page.getByText(en.adminChatLinksSaved).waitFor();
}

/** The same browser as a shopper: signed out, on the contact page. */
async function asShopperOnContactPage() {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${portalUrl}/contact-us`);
  await page.getByRole('heading', { name: en.contactPhoneHeading, exact: true }).waitFor();
}

const main = () => page.locator('main');

afterAll(async () => {
  // Leave the demo values the seed gives, for whoever walks the shop next.
  const token = (await callApi('POST', '/auth/login', admin)).data.access_token as string;
  await fetch(`${apiUrl}/admin-api/settings/chat-links`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ telegram: 'coffeeportal_kh', messenger: 'coffeeportal.kh' }),
  });
});

describe('chat links beside the support phones', () => {
  it('the administrator sets Telegram and Messenger, and the shopper sees both with the right links', async () => {
    const stamp = String(Date.now() % 1_000_000);
    await setChatLinks(`@cafe_help_${stamp}`, `https://m.me/cafe.help.${stamp}`);

    await asShopperOnContactPage();

    const telegram = main().getByRole('link', { name: en.chatOnTelegram });
    const messenger = main().getByRole('link', { name: en.chatOnMessenger });
    expect(await telegram.getAttribute('href')).toBe(`https://t.me/cafe_help_${stamp}`);
    expect(await messenger.getAttribute('href')).toBe(`https://m.me/cafe.help.${stamp}`);
    await page.screenshot({ path: `${artifacts}/chat-links-contact-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await messenger.scrollIntoViewIfNeeded();
    expect(await messenger.isVisible()).toBe(true);
    await page.screenshot({ path: `${artifacts}/chat-links-contact-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('a cleared link is gone from the shop, the other stays', async () => {
    await setChatLinks('', 'coffeeportal.kh');

    await asShopperOnContactPage();

    await main().getByRole('link', { name: en.chatOnMessenger }).waitFor();
    expect(await page.getByRole('link', { name: en.chatOnTelegram }).count()).toBe(0);
  });

  it('refuses a name Telegram would not accept, and keeps the one saved', async () => {
    await setChatLinks('coffeeportal_kh', 'coffeeportal.kh');
    await chatLinks().getByLabel(en.adminTelegramUsername).fill('no spaces please');
    await chatLinks().getByRole('button', { name: en.adminSave }).click();
    await chatLinks().getByText(en.adminTelegramChatIsInvalid).waitFor();

    await asShopperOnContactPage();
    expect(await main().getByRole('link', { name: en.chatOnTelegram }).getAttribute('href')).toBe(
      'https://t.me/coffeeportal_kh',
    );
  });

  it('speaks Khmer on the settings screen and in the shop', async () => {
    await setChatLinks('coffeeportal_kh', 'coffeeportal.kh');
    await page.evaluate(() => localStorage.setItem('language', 'km'));
    await page.context().addCookies([{ name: 'language', value: 'km', url: portalUrl }]);
    await page.reload();
    const region = backOffice().getByRole('region', { name: km.adminChatLinks });
    await region.getByLabel(km.adminTelegramUsername).waitFor();
    await region.getByLabel(km.adminMessengerPage).waitFor();
    await region.screenshot({ path: `${artifacts}/chat-links-settings-km.png` });

    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'language', value: 'km', url: portalUrl }]);
    await page.goto(`${portalUrl}/contact-us`);
    const telegram = page.locator('main').getByRole('link', { name: km.chatOnTelegram });
    await telegram.waitFor();
    expect(await telegram.getAttribute('href')).toBe('https://t.me/coffeeportal_kh');
  });
});
