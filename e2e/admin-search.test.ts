import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { callApi, newCustomer, signInAtLoginPage } from './support/accounts';
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

describe('the back office’s one search', () => {
  let customer: { phone: string; firstName: string };
  let order: { id: number; orderNumber: string };
  beforeAll(async () => {
    customer = await newCustomer(`Bopha${Date.now() % 100000}`, 'Search');
    const token = (await callApi('POST', '/auth/login', { user: customer.phone, password: 'first-pass1' }))
      .data.access_token as string;
    const address = await callApi(
      'POST',
      '/address',
      { name: 'Café', addressDetail: 'St. 51, #8', provinceId: 12, districtId: 1201 },
      token,
    );
    const products = await callApi('GET', '/product?limit=100');
    // The first seeded product a customer can add as it is (other browser tests add products of their own).
    const product = products.data
      .filter((p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 10)
      .sort((a: { id: number }, b: { id: number }) => a.id - b.id)[0];
    await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
    order = (
      await callApi(
        'POST',
        '/order',
        { deliveryType: 'delivery', addressId: address.data.id, paymentMethod: 'cash_on_delivery' },
        token,
      )
    ).data;
  });

  for (const [language, texts, width] of [
    ['en', en, 1280],
    ['km', km, 375],
  ] as const) {
    it(`finds an order by the customer's phone and opens it from the keyboard (${language}, ${width} px)`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await signInAtLoginPage(page, admin.user, admin.password);
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.reload();
      const box = backOffice().getByRole('searchbox', { name: texts.adminSearchLabel });
      await box.fill(`+855 ${customer.phone.slice(1)}`);
      const hit = page.getByRole('option', { name: new RegExp(order.orderNumber) });
      await hit.waitFor();
      expect(await page.getByRole('option', { name: new RegExp(customer.phone) }).isVisible()).toBe(true);
      await page.screenshot({
        path: path.join(repoRoot, `e2e/.artifacts/admin-search-${language}-${width}.png`),
        fullPage: false,
      });
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL(`${portalUrl}/admin/orders/${order.id}`);
      await backOffice().getByText(order.orderNumber).first().waitFor();
    });
  }
});
