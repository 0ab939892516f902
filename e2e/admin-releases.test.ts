import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { apiUrl, callApi, newCustomer, signInAtLoginPage } from './support/accounts';
import { useBrowser } from './support/browser';
import { copyRelease, liveVersion, restoreLive } from './support/releases';
import { portalUrl, repoRoot } from './support/stack';

const browser = useBrowser();
let page: Page;
const admin = { user: '010200300', password: 'admin1234' };
const startedWith = liveVersion('academy');
/** Releases a test made, deleted after it once the release live at the start is live again. */
let made: string[] = [];

beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});
afterEach(async () => {
  await restoreLive('academy', startedWith, made);
  made = [];
});

const backOffice = () => page.locator('[data-section="admin"]');
const shot = (name: string, fullPage = true) => {
  fs.mkdirSync(path.join(repoRoot, 'e2e/.artifacts'), { recursive: true });
  return page.screenshot({
    path: path.join(repoRoot, `e2e/.artifacts/admin-releases-${name}.png`),
    fullPage,
  });
};
const adminToken = async () =>
  (await callApi('POST', '/auth/login', { user: admin.user, password: admin.password })).data
    .access_token as string;
/** How the release service answers a pipeline holding `token` that asks what is live of the academy. */
const pipelineAsks = async (token: string) =>
  (await fetch(`${apiUrl}/admin-api/releases/academy`, { headers: { authorization: `Bearer ${token}` } }))
    .status;
/** The deploy tokens as the staff API lists them, the newest first. */
const listedTokens = async () => {
  const answer = await fetch(`${apiUrl}/admin-api/deploy-tokens`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return ((await answer.json()).data as { id: number; revokedAt: string | null }[]).sort(
    (a, b) => b.id - a.id,
  );
};
const noSidewaysScroll = async () =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

describe('the releases page', () => {
  for (const [language, texts] of [
    ['en', en],
    ['km', km],
  ] as const) {
    it(`lets an administrator make a kept release live, roll it back, and create and revoke a deploy token (${language}, 375 px)`, async () => {
      const next = copyRelease('academy', startedWith);
      made.push(next);
      await page.setViewportSize({ width: 375, height: 812 });
      await signInAtLoginPage(page, admin.user, admin.password);
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.goto(`${portalUrl}/admin/releases`);
      await backOffice().getByRole('heading', { level: 1, name: texts.adminReleases }).waitFor();
      const academy = backOffice().getByRole('region', { name: 'academy' });
      const live = academy.getByTestId('release-live');
      await live.getByText(startedWith, { exact: true }).waitFor();

      const kept = academy.getByTestId(`kept-${next}`);
      await kept.getByRole('button', { name: texts.adminReleasePreview }).click();
      const link = kept.getByRole('textbox', { name: texts.adminReleasePreviewLinkLabel });
      await link.waitFor();
      expect(await link.inputValue()).toMatch(/\?release-preview=.+/);
      await shot(`preview-${language}`, false);
      await kept.getByRole('button', { name: texts.adminReleasePromote }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByText(next, { exact: false }).waitFor();
      await dialog.getByLabel(texts.adminReleaseReason).fill(`Spring term ${language}`);
      await shot(`promote-${language}`, false);
      await dialog.getByRole('button', { name: texts.adminReleaseConfirm }).click();
      await live.getByText(next, { exact: true }).waitFor();
      expect(liveVersion('academy')).toBe(next);
      await backOffice()
        .getByTestId('release-history')
        .getByText(`Spring term ${language}`, { exact: false })
        .first()
        .waitFor();
      await live
        .getByText(texts.adminReleaseMadeLiveBy.split(' {{')[0] as string, { exact: false })
        .waitFor();
      await noSidewaysScroll();
      await shot(`live-${language}`);

      await live.getByRole('button', { name: texts.adminReleaseRollback }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByLabel(texts.adminReleaseReason).fill('Menu broke');
      await dialog.getByRole('button', { name: texts.adminReleaseConfirm }).click();
      await live.getByText(startedWith, { exact: true }).waitFor();
      expect(liveVersion('academy')).toBe(startedWith);

      const tokens = backOffice().getByTestId('deploy-tokens');
      await tokens.getByLabel(texts.adminDeployTokenApp).selectOption('academy');
      await tokens.getByLabel(texts.adminDeployTokenDays).fill('7');
      await tokens.getByRole('button', { name: texts.adminDeployTokenCreate }).click();
      const shown = tokens.getByRole('textbox', { name: texts.adminDeployTokenNew });
      await shown.waitFor();
      const token = await shown.inputValue();
      expect(await pipelineAsks(token)).toBe(200);
      await tokens.getByRole('button', { name: texts.adminReleaseCopy }).waitFor();
      await noSidewaysScroll();
      await shot(`token-${language}`);

      const newest = tokens.getByTestId(`deploy-token-${(await listedTokens())[0]?.id}`);
      await newest.getByRole('button', { name: texts.adminDeployTokenRevoke }).click();
      await page.getByRole('dialog').getByRole('button', { name: texts.adminReleaseConfirm }).click();
      await newest.getByText(texts.adminDeployTokenRevoked, { exact: true }).waitFor();
      expect(await pipelineAsks(token)).toBe(401);
      expect((await listedTokens())[0]?.revokedAt).not.toBeNull();
      await shot(`revoked-${language}`);
    });
  }

  it('is neither in the menu nor open to a Sales staff member', async () => {
    const seller = await newCustomer('Sokha', 'Sales');
    const granted = await fetch(`${apiUrl}/admin-api/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify({ phoneOrEmail: seller.phone, role: 'sales' }),
    });
    expect(granted.status).toBe(200);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAtLoginPage(page, seller.phone, seller.password);
    const menu = backOffice().getByRole('navigation', { name: en.adminMenu });
    await menu.getByRole('link', { name: en.adminOrders, exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: en.adminReleases, exact: true }).count()).toBe(0);
    await page.goto(`${portalUrl}/admin/releases`);
    await backOffice().getByText(en.youDontHaveAPermission).waitFor();
    expect(await backOffice().getByTestId('deploy-tokens').count()).toBe(0);
    await shot('sales-no-permission');
  });
});
