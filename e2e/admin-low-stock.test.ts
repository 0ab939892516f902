import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { apiUrl, callApi, signInAtLoginPage } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl, repoRoot } from './support/stack';

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

const staffApi = async (method: string, path: string, body?: string, contentType = 'application/json') => {
  const login = await callApi('POST', '/auth/login', admin);
  const answer = await fetch(`${apiUrl}/admin-api${path}`, {
    method,
    headers: { authorization: `Bearer ${login.data.access_token}`, 'content-type': contentType },
    body,
  });
  return answer.json();
};

/** A new product of one variant with `stock` units, imported as staff would; its SKU. */
const importVariant = async (stock: number) => {
  const stamp = String(Date.now() % 100_000_000);
  const sku = `LOW-${stamp}-S`;
  const sheet = [
    'Product ID,Product,Product name in Khmer,Category,Brand,SKU,Price (USD),Stock,Active',
    `,Kampot Pepper Tin ${stamp},កំប៉ុងម្រេចកំពត,Syrups & Sauces,,${sku},4.00,${stock},Yes`,
  ].join('\r\n');
  const imported = await staffApi('POST', '/catalogue/import?dryRun=false', sheet, 'text/csv');
  expect(imported.data.written).toBe(true);
  return sku;
};

const shot = (name: string) =>
  page.screenshot({ path: path.join(repoRoot, `e2e/.artifacts/${name}.png`), fullPage: true });

const noSidewaysScroll = async () =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

describe('low stock in the back office', () => {
  it('lists variants at or under their level and restocks two of them at once', async () => {
    const stamp = String(Date.now() % 100_000_000);
    const skus = [`LOW-${stamp}-A`, `LOW-${stamp}-B`];
    const name = `Kep Crab Mug ${stamp}`;
    const sheet = [
      'Product ID,Product,Product name in Khmer,Category,Brand,SKU,Price (USD),Stock,Active',
      `,${name},ពែងក្តាមកែប,Syrups & Sauces,,${skus[0]},6.00,1,Yes`,
      `,${name} large,ពែងក្តាមកែបធំ,Syrups & Sauces,,${skus[1]},7.00,0,Yes`,
    ].join('\r\n');
    const imported = await staffApi('POST', '/catalogue/import?dryRun=false', sheet, 'text/csv');
    expect(imported.data.written).toBe(true);

    await page.setViewportSize({ width: 375, height: 812 });
    await signInAtLoginPage(page, admin.user, admin.password);
    await page.goto(`${portalUrl}/admin/low-stock`);
    const list = backOffice().getByTestId('low-stock-list');
    await list.getByText(skus[0] as string).waitFor();
    await backOffice().getByLabel(`Units to add to ${skus[0]}`).fill('10');
    await backOffice().getByLabel(`Units to add to ${skus[1]}`).fill('20');
    await backOffice().getByLabel('Reason').fill('Delivery from Kep');
    await page.screenshot({ path: path.join(repoRoot, 'e2e/.artifacts/low-stock-375.png'), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await backOffice().getByRole('button', { name: 'Restock' }).click();
    await page.getByText('2 variants restocked.').first().waitFor();
    await list.getByText(skus[0] as string).waitFor({ state: 'detached' });

    const low: { data: { sku: string }[] } = await staffApi('GET', '/stock/low?limit=200');
    expect(low.data.filter((row) => skus.includes(row.sku))).toEqual([]);
    const products: { data: { id: number }[] } = await staffApi(
      'GET',
      `/products?search=${encodeURIComponent(name)}`,
    );
    const stocks: [string, number][] = [];
    for (const product of products.data) {
      const detail = await staffApi('GET', `/products/${product.id}`);
      for (const variant of detail.data.variants as { sku: string; stock: number }[])
        stocks.push([variant.sku, variant.stock]);
    }
    expect(stocks.sort()).toEqual([
      [skus[0], 11],
      [skus[1], 20],
    ]);
  });

  for (const [language, texts, width, level] of [
    ['en', en, 1280, 7],
    ['km', km, 375, 8],
    ['en', en, 375, 7],
    ['km', km, 1280, 8],
  ] as const) {
    it(`changes the default level in settings and the low-stock list follows it (${language}, ${width} px)`, async () => {
      const sku = await importVariant(level);
      try {
        await page.setViewportSize({ width, height: 900 });
        await signInAtLoginPage(page, admin.user, admin.password);
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await page.goto(`${portalUrl}/admin/low-stock`);
        const hint = (shown: number) => texts.adminLowStockHint.replace('{{level}}', String(shown));
        await backOffice().getByText(hint(5)).waitFor();
        expect(await backOffice().getByText(sku).count()).toBe(0);

        await page.goto(`${portalUrl}/admin/settings`);
        const form = backOffice().getByRole('region', { name: texts.adminLowStockDefault });
        const field = form.getByRole('textbox', { name: texts.adminLowStockLevel });
        await field.waitFor();
        expect(await field.inputValue()).toBe('5');
        await field.fill('-2');
        await form.getByRole('button', { name: texts.adminSave }).click();
        await form.getByText(texts.adminLowStockLevelInvalid).waitFor();
        await field.fill(String(level));
        await form.getByRole('button', { name: texts.adminSave }).click();
        await page.getByText(texts.adminLowStockDefaultSaved).first().waitFor();
        await noSidewaysScroll();
        await shot(`settings-low-stock-default-${language}-${width}`);

        // The menu opens the list: on a phone it is folded into one button.
        const menu = backOffice().getByRole('navigation', { name: texts.adminMenu });
        const lowStockLink = menu.getByRole('link', { name: texts.adminLowStock, exact: true });
        if (width < 900) {
          expect(await lowStockLink.isVisible()).toBe(false);
          await menu.getByRole('button', { name: texts.adminMenu }).click();
          await noSidewaysScroll();
          await shot(`admin-menu-opened-${language}-${width}`);
        }
        await lowStockLink.click();
        await page.waitForURL(`${portalUrl}/admin/low-stock`);
        // A new page folds the phone's menu again.
        if (width < 900) await lowStockLink.waitFor({ state: 'hidden' });
        await backOffice().getByText(hint(level)).waitFor();
        await backOffice().getByTestId('low-stock-list').getByText(sku).waitFor();
        await noSidewaysScroll();
        await shot(`low-stock-${language}-${width}`);

        const log = await staffApi('GET', '/audit-log?limit=1');
        expect(log.data[0]).toMatchObject({
          action: 'setting.change',
          entityId: 'lowStockLevel',
          before: { value: '5' },
          after: { value: String(level) },
        });
      } finally {
        await staffApi('PUT', '/settings/low-stock-level', JSON.stringify({ level: 5 }));
      }
    });
  }
});
