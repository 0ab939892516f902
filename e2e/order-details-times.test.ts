import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { phnomPenhText } from '../shared/src/contract/phnom-penh-time';
import { callApi, newCustomer, signInAtLoginPage, signInThroughDialog } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl, repoRoot } from './support/stack';

const artifacts = path.join(repoRoot, 'e2e/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });

// A browser in UTC: the times must still read as Phnom Penh's.
const browser = useBrowser({ timezoneId: 'UTC' });
let page: Page;
const admin = { user: '010200300', password: 'admin1234' };
const backOffice = () => page.locator('[data-section="admin"]');

let customer: Awaited<ReturnType<typeof newCustomer>>;
let order: { id: number; orderNumber: string };

beforeAll(async () => {
  page = browser.page();
  customer = await newCustomer(`Piseth${Date.now() % 100000}`, 'Lim');
  const token = (await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password }))
    .data.access_token as string;
  const address = await callApi(
    'POST',
    '/address',
    { name: 'Office', addressDetail: 'St. 214, #8', provinceId: 12, districtId: 1201 },
    token,
  );
  const products = await callApi('GET', '/product?limit=100');
  const product = products.data.find(
    (p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 5,
  );
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

async function fresh(width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

describe('order details with times', () => {
  it('staff set the delivery partner on the order, and its history reads in Phnom Penh time', async () => {
    await fresh(1280);
    await signInAtLoginPage(page, admin.user, admin.password);
    await page.goto(`${portalUrl}/admin/orders/${order.id}`);
    const section = backOffice();
    await section.getByTestId('admin-order-status').waitFor();
    await section.getByLabel(en.adminDeliveryPartnerName, { exact: true }).fill('Vanna Express');
    await section.getByLabel(en.adminDeliveryPartnerPhone, { exact: true }).fill('12 345');
    await section.getByRole('button', { name: en.adminDeliveryPartnerSave }).click();
    await section.getByText(en.invalidPhoneNumber).waitFor();
    await section.getByLabel(en.adminDeliveryPartnerPhone, { exact: true }).fill('+855 12 777 888');
    await section.getByRole('button', { name: en.adminDeliveryPartnerSave }).click();
    await page.getByText(en.adminDeliveryPartnerSaved).waitFor();
    expect(await section.getByLabel(en.adminDeliveryPartnerPhone, { exact: true }).inputValue()).toBe(
      '012777888',
    );
    const placed = (
      await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password })
    ).data.access_token as string;
    const detail = (await callApi('GET', `/order/detail/${order.id}`, undefined, placed)).data;
    const firstStep = section.locator('time').first();
    expect(await firstStep.textContent()).toBe(phnomPenhText(detail.history[0].createdAt));
    await page.screenshot({ path: `${artifacts}/order-delivery-partner-admin-1280.png`, fullPage: true });
  });

  it.each([
    { language: 'en', texts: en, width: 1280 },
    { language: 'km', texts: km, width: 375 },
  ])(
    'shows the customer each status with date and time, and whom to call about the delivery ($language, $width px)',
    async ({ language, texts, width }) => {
      await fresh(1280);
      await signInThroughDialog(page, customer);
      await page.setViewportSize({ width, height: 900 });
      if (language !== 'en') {
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await page.context().addCookies([{ name: 'language', value: language, url: portalUrl }]);
      }
      await page.goto(`${portalUrl}/profile/order-history/detail/${order.id}`);
      const times = page.getByTestId('order-history-time');
      await times.first().waitFor();
      const token = (
        await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password })
      ).data.access_token as string;
      const detail = (await callApi('GET', `/order/detail/${order.id}`, undefined, token)).data;
      expect(await times.allTextContents()).toEqual(
        detail.history.map((step: { createdAt: string }) => phnomPenhText(step.createdAt)),
      );
      expect(await times.first().textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
      await page.getByText(texts.orderTimesInPhnomPenh).waitFor();

      const partner = page.getByTestId('order-delivery-partner');
      expect(await partner.textContent()).toContain('Vanna Express');
      await page.getByText(texts.orderDeliveryPartner, { exact: true }).waitFor();
      const call = page.getByTestId('order-delivery-partner-phone');
      expect(await call.textContent()).toBe('012777888');
      expect(await call.getAttribute('href')).toBe('tel:012777888');
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await page.screenshot({
        path: `${artifacts}/order-details-times-${language}-${width}.png`,
        fullPage: true,
      });
    },
  );
});
