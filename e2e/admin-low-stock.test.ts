import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
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
});
