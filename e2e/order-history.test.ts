import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expect } from '../test/support/expect';
import { poll } from '../test/support/poll';
import { callApi } from './support/accounts';
import { useBrowser } from './support/browser';
import { fillDay } from './support/fields';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;

const customer = { user: '012345678', password: 'coffee123' };

let token: string;
let order: { id: number; orderNumber: string; status: string };
let productName: string;
let redeemed: number;

beforeAll(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  token = (await callApi('POST', '/auth/login', customer)).data.access_token;
  // The demo account may keep lines from an earlier run.
  for (const line of (await callApi('GET', '/cart', undefined, token)).data) {
    await callApi('DELETE', `/cart/${line.id}`, undefined, token);
  }
  const addresses = await callApi('GET', '/address?limit=200&offset=0', undefined, token);
  if (addresses.data.length === 0) {
    await callApi(
      'POST',
      '/address',
      { name: 'Home', addressDetail: 'St. 310, #25', provinceId: 12, districtId: 1201 },
      token,
    );
  }
  const addressId = (await callApi('GET', '/address?limit=200&offset=0', undefined, token)).data[0].id;
  const products = await callApi('GET', '/product?limit=100');
  const product = products.data.find(
    (p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 20,
  );
  productName = product.name;
  await callApi('POST', '/cart/add', { productId: product.id, quantity: 2 }, token);
  const points = (await callApi('GET', '/account/profile', undefined, token)).data.totalPoints as number;
  redeemed = Math.min(points, 10);
  expect(redeemed).toBeGreaterThan(0);
  order = (
    await callApi(
      'POST',
      '/order',
      { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery', redeemPoints: redeemed },
      token,
    )
  ).data;
  expect(order.status).toBe('pending');
});

const countOf = async (status: string) =>
  ((await callApi('GET', '/order/count', undefined, token)).data.byStatus[status] ?? 0) as number;

describe('order history and reward points of the demo customer', () => {
  it('asks a guest to sign in, then lists the new order under its status tab with the count', async () => {
    await page.goto(`${portalUrl}/profile/order-history`);
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await login.waitFor();
    await login.getByLabel('Phone number or e-mail').fill(customer.user);
    await login.getByLabel('Password', { exact: true }).fill(customer.password);
    await login.getByLabel('Password', { exact: true }).press('Enter');
    await login.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Order history' }).waitFor();

    const pendingTab = page.getByTestId('order-tab-pending');
    await pendingTab.click();
    await page.waitForURL(/status=pending/);
    const pending = await countOf('pending');
    expect(pending).toBeGreaterThan(0);
    await poll(() => pendingTab.getByTestId('order-tab-count').textContent()).toBe(String(pending));
    const row = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
    await row.waitFor();
    expect(await row.getByTestId('order-status').textContent()).toBe('Pending');
    expect(await row.textContent()).toContain(order.orderNumber);
    expect(await row.textContent()).toMatch(/Placed on \d{2}-\d{2}-\d{4}/);
    expect(await row.textContent()).toMatch(/\$\d+\.\d{2}/);

    // A range that ends before today leaves today's order out.
    await fillDay(page.getByTestId('order-end-date'), '2020-01-01');
    await page.waitForURL(/endDate=2020-01-01/);
    await page.getByText('You have no orders here yet.').waitFor();
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await row.waitFor();
  });

  it('opens the detail, cancels the pending order and orders it again into the cart', async () => {
    await page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`).click();
    await page.waitForURL(new RegExp(`/profile/order-history/detail/${order.id}$`));
    const status = page.getByTestId('order-detail-status');
    await status.waitFor();
    expect(await status.textContent()).toBe('Pending');
    expect(await page.getByTestId('order-line').first().textContent()).toContain(productName);
    expect(await page.getByTestId('order-payment-state').textContent()).toBe('Not paid yet');
    expect(await page.getByText(`Reward points (${redeemed})`).count()).toBe(1);
    expect(await page.getByTestId('order-history-step').count()).toBe(1);

    const canceledBefore = await countOf('canceled');
    await page.getByTestId('order-cancel').click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await poll(() => status.textContent()).toBe('Canceled order');
    await page.getByTestId('order-cancel').waitFor({ state: 'detached' });
    expect(await page.getByTestId('order-history-step').count()).toBe(2);
    expect((await callApi('GET', `/order/detail/${order.id}`, undefined, token)).data.status).toBe(
      'canceled',
    );
    expect(await countOf('canceled')).toBe(canceledBefore + 1);

    await page.getByRole('link', { name: '← Order history' }).click();
    const canceledTab = page.getByTestId('order-tab-canceled');
    await canceledTab.click();
    await poll(() => canceledTab.getByTestId('order-tab-count').textContent()).toBe(
      String(canceledBefore + 1),
    );
    await page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`).click();

    await page.getByTestId('order-again').click();
    await page.waitForURL(/\/cart$/);
    await page.getByTestId('cart-line').filter({ hasText: productName }).waitFor();
    const cart = await callApi('GET', '/cart', undefined, token);
    expect(cart.data.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
  });

  it('shows the points total and the points redeemed and given back, each linked to its order', async () => {
    await page.goto(`${portalUrl}/profile/point`);
    const total = (await callApi('GET', '/account/profile', undefined, token)).data.totalPoints as number;
    await poll(() => page.getByTestId('point-total').textContent()).toBe(total.toLocaleString('en-US'));
    const history = await callApi('GET', '/point/history', undefined, token);
    expect(history.meta.total).toBeGreaterThanOrEqual(2);
    const given = page.locator('[data-testid="point-row"][data-reason="refunded"]').first();
    await given.waitFor();
    expect(await given.getByTestId('point-change').textContent()).toBe(`+${redeemed}`);
    const spent = page.locator('[data-testid="point-row"][data-reason="redeemed"]').first();
    expect(await spent.getByTestId('point-change').textContent()).toBe(`−${redeemed}`);
    await given.getByTestId('point-order-link').click();
    await page.waitForURL(new RegExp(`/profile/order-history/detail/${order.id}$`));
    await page.getByTestId('order-detail-status').waitFor();
  });

  it('shows every status tab and every order’s status whole, at 1280 and 375 px, in English and Khmer', async () => {
    try {
      for (const [width, language] of [
        [1280, 'en'],
        [1280, 'km'],
        [375, 'en'],
        [375, 'km'],
      ] as const) {
        await page.setViewportSize({ width, height: 812 });
        await page.evaluate((code) => localStorage.setItem('language', code), language);
        await page.goto(`${portalUrl}/profile/order-history`);
        await page.getByTestId('order-tab-pending').waitFor();
        await page.getByTestId('order-status').first().waitFor();
        const labels =
          'button[data-testid^="order-tab-"] .mantine-Button-label, [data-testid="order-status"] .mantine-Badge-label';
        const cut = await page
          .locator(labels)
          .evaluateAll((found) =>
            (found as HTMLElement[])
              .filter((label) => label.scrollWidth > label.clientWidth || label.clientWidth === 0)
              .map((label) => label.textContent),
          );
        expect(cut, `${width} px, ${language}`).toEqual([]);
      }
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('fits a 375 px phone in Khmer, with no serious or critical accessibility problems', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => localStorage.setItem('language', 'km'));
    try {
      for (const [path, title] of [
        ['/profile/order-history', null],
        [`/profile/order-history/detail/${order.id}`, null],
        ['/profile/point', null],
      ] as const) {
        await page.goto(`${portalUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByTestId('account-loading').waitFor({ state: 'detached' });
        if (title) expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(title);
        expect(await page.locator('[data-account-page]').textContent(), path).toMatch(/[\u1780-\u17FF]/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        const { violations } = await new AxeBuilder({ page } as never)
          .include('[data-account-page]')
          .disableRules(['color-contrast'])
          .analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
        expect(serious, path).toEqual([]);
      }
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
