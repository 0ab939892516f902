import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { callApi, newCustomer, signInThroughDialog } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl, repoRoot } from './support/stack';

const artifacts = path.join(repoRoot, 'e2e/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

/** An order of one in-stock product for `customer`, waiting for an online bank payment. */
async function khqrOrder(customer: { phone: string; password: string }) {
  const token = (await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password }))
    .data.access_token as string;
  const address = await callApi(
    'POST',
    '/address',
    { name: 'Home', addressDetail: 'St. 51, #12', provinceId: 12, districtId: 1201 },
    token,
  );
  const products = await callApi('GET', '/product?limit=100');
  const product = products.data.find(
    (p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 5,
  );
  await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
  return (
    await callApi(
      'POST',
      '/order',
      { deliveryType: 'delivery', addressId: address.data.id, paymentMethod: 'online_bank' },
      token,
    )
  ).data as { id: number; orderNumber: string; totalAmount: number; khqr: string; paymentDeepLink: string };
}

describe('the KHQR of an online bank payment', () => {
  it.each([
    { language: 'en', texts: en, width: 1280 },
    { language: 'km', texts: km, width: 375 },
  ])(
    'is a KHQR card that counts down, saves as a picture, opens the bank app and renews once expired ($language, $width px)',
    async ({ language, texts, width }) => {
      const customer = await newCustomer('Sreymom', 'Heng');
      await signInThroughDialog(page, customer);
      if (language !== 'en') {
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await page.context().addCookies([{ name: 'language', value: language, url: portalUrl }]);
      }
      await page.setViewportSize({ width, height: 900 });
      const order = await khqrOrder(customer);
      await page.goto(`${portalUrl}/cart/checkout/success/${order.id}`);

      const card = page.getByTestId('khqr-card');
      await card.waitFor();
      await card.getByTestId('khqr').waitFor();
      expect(await card.getByTestId('khqr-merchant').textContent()).toBe('Coffee Portal');
      expect(await card.getByTestId('khqr-amount').textContent()).toBe((order.totalAmount / 100).toFixed(2));
      expect(await card.getByTestId('khqr-currency').textContent()).toBe('USD');
      expect(await card.getByText('KHQR', { exact: true }).isVisible()).toBe(true);
      const countdown = card.getByTestId('khqr-countdown');
      const prefix = texts.khqrExpiresIn.split('{{time}}')[0] ?? '';
      expect(await countdown.textContent()).toMatch(new RegExp(`^${prefix}0:[0-4]\\d$`));
      const first = await countdown.textContent();
      await page.waitForTimeout(1_500);
      expect(await countdown.textContent()).not.toBe(first);

      const deepLink = card.getByTestId('khqr-deep-link');
      expect(await deepLink.textContent()).toBe(texts.khqrOpenBankApp);
      expect(await deepLink.getAttribute('href')).toBe(order.paymentDeepLink);
      expect(order.paymentDeepLink).toBe(`sandbox-bank://pay?khqr=${encodeURIComponent(order.khqr)}`);

      const save = card.getByTestId('khqr-save');
      expect(await save.textContent()).toBe(texts.khqrSave);
      const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
      expect(download.suggestedFilename()).toBe(`KHQR-${order.orderNumber}.png`);
      const picture = fs.readFileSync((await download.path()) as string);
      expect(picture.subarray(1, 4).toString()).toBe('PNG');
      // The whole card at twice its size: 300 px wide, taller than the code alone.
      expect(picture.readUInt32BE(16)).toBe(600);
      expect(picture.readUInt32BE(20)).toBeGreaterThan(600);
      fs.writeFileSync(path.join(artifacts, `khqr-saved-${language}-${width}.png`), picture);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await page.screenshot({ path: `${artifacts}/khqr-card-${language}-${width}.png`, fullPage: true });

      // The sandbox bank's QR lives 45 s in the browser tests.
      const expired = card.getByTestId('khqr-expired');
      await expired.waitFor({ timeout: 60_000 });
      expect(await expired.textContent()).toBe(texts.khqrExpired);
      expect(await card.getByTestId('khqr-save').count()).toBe(0);
      await page.screenshot({ path: `${artifacts}/khqr-expired-${language}-${width}.png`, fullPage: true });
      await card.getByTestId('khqr-refresh').click();
      await countdown.waitFor();
      const renewed = await card.getByTestId('khqr').getAttribute('data-payload');
      expect(renewed).not.toBe(order.khqr);
      expect(renewed?.startsWith('000201010212')).toBe(true);
      expect(await card.getByTestId('khqr-deep-link').getAttribute('href')).toBe(
        `sandbox-bank://pay?khqr=${encodeURIComponent(renewed ?? '')}`,
      );
      expect(await countdown.textContent()).toMatch(/0:4\d$/);
    },
    150_000,
  );
});
