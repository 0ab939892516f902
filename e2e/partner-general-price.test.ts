import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { apiUrl, callApi, signInAtLoginPage, signInThroughDialog } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

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
const partner = { phone: '098765432', password: 'partner123' };
const backOffice = () => page.locator('[data-section="admin"]');
// In a category and with a name no shop test counts: the product stays in the portal's data.
const syrupsCategoryId = 6;
const name = `Palm Sugar Syrup ${Date.now() % 1_000_000}`;
const nameKm = 'ទឹកស៊ីរ៉ូស្ករត្នោត';
let productId: number;

/** A call to the staff API as the administrator; throws on any error status. */
async function staffCall(token: string, method: string, path: string, body?: object) {
  const answer = await fetch(`${apiUrl}/admin-api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json.data;
}

beforeAll(async () => {
  // A new product priced for general customers only ($4.75), with stock: no business-partner price.
  const token = (await callApi('POST', '/auth/login', { user: admin.user, password: admin.password })).data
    .access_token as string;
  const product = await staffCall(token, 'POST', '/products', {
    name,
    nameKm,
    description: 'Palm sugar from Kampong Speu.',
    descriptionKm: 'ស្ករត្នោតពីកំពង់ស្ពឺ',
    categoryId: syrupsCategoryId,
    brandId: null,
    isActive: true,
    isTopSelection: false,
    images: [],
  });
  productId = product.id;
  const variant = await staffCall(token, 'POST', `/products/${productId}/variants`, {
    sku: `PSS-${productId}`,
  });
  await staffCall(token, 'PUT', `/variants/${variant.id}/prices`, {
    prices: [{ customerGroupId: 142, priceCents: 475 }],
  });
  await staffCall(token, 'POST', `/variants/${variant.id}/stock-adjustments`, {
    quantity: 20,
    reason: 'First batch',
  });
});

async function signInAsPartner(language: 'en' | 'km') {
  await page.goto(`${portalUrl}/`);
  await signInThroughDialog(page, partner);
  await page.evaluate((code) => localStorage.setItem('language', code), language);
}

describe('a new product with only the general price', () => {
  it.each([
    ['en', name],
    ['km', nameKm],
  ] as const)(
    'shows a business partner its page, category and search at the general price (%s)',
    async (language, shown) => {
      const texts = language === 'en' ? en : km;
      await signInAsPartner(language);

      await page.goto(`${portalUrl}/product/${productId}`);
      await page.getByRole('heading', { name: shown }).first().waitFor();
      await page.getByText('$4.75').first().waitFor();
      expect(await page.getByText(texts.catalogueProductNotFound).count()).toBe(0);

      await page.goto(`${portalUrl}/product/category/${syrupsCategoryId}`);
      await page.getByText(shown, { exact: true }).first().waitFor();

      await page.goto(`${portalUrl}/search?key=${encodeURIComponent(name)}`);
      await page.getByText(shown, { exact: true }).first().waitFor();
      await page.evaluate(() => localStorage.setItem('language', 'en'));
    },
  );

  it.each([
    ['en', en],
    ['km', km],
  ] as const)('tells staff a group left blank pays the general price (%s)', async (language, texts) => {
    await signInAtLoginPage(page, admin.user, admin.password);
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.goto(`${portalUrl}/admin/products/${productId}`);
    const variant = backOffice().getByTestId('admin-variant');
    await variant.getByText(texts.adminCataloguePaysGeneralPrice).first().waitFor();
    await variant.getByText(texts.adminCataloguePricesHint).waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
