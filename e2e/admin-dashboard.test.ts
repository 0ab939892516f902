import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { formatUsd } from '../shared/src/format/format-usd';
import { apiUrl, callApi, newCustomer, signInAtLoginPage } from './support/accounts';
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
const shot = (name: string) =>
  page.screenshot({
    path: path.join(repoRoot, `e2e/.artifacts/admin-dashboard-${name}.png`),
    fullPage: true,
  });

/** A new customer's cash-on-delivery order of `quantity` of an in-stock product: it waits to be confirmed. */
async function placeOrder(quantity: number) {
  const customer = await newCustomer(`Sophea${Date.now() % 100000}`, 'Lim');
  const token = (await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password }))
    .data.access_token as string;
  const address = await callApi(
    'POST',
    '/address',
    { name: 'Café', addressDetail: 'St. 51, #8', provinceId: 12, districtId: 1201 },
    token,
  );
  const products = await callApi('GET', '/product?limit=100');
  const product = products.data.find(
    (p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 10,
  );
  await callApi('POST', '/cart/add', { productId: product.id, quantity }, token);
  return (
    await callApi(
      'POST',
      '/order',
      { deliveryType: 'delivery', addressId: address.data.id, paymentMethod: 'cash_on_delivery' },
      token,
    )
  ).data as { id: number; orderNumber: string; totalAmount: number };
}

/** What the staff API answers the administrator for the dashboard of `period`. */
async function dashboardAnswer(period: string) {
  const login = await callApi('POST', '/auth/login', admin);
  const answer = await fetch(`${apiUrl}/admin-api/dashboard?period=${period}`, {
    headers: { Authorization: `Bearer ${login.data.access_token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()).data;
}

/** The four headline figures the page shows. */
const shownFigures = async () => {
  const text = (testId: string) => backOffice().getByTestId(testId).textContent();
  return {
    revenue: await text('revenue'),
    orders: await text('orders'),
    averageOrder: await text('average-order'),
    newCustomers: await text('new-customers'),
  };
};

const expectedFigures = (sales: {
  current: { revenueCents: number; orders: number; averageOrderCents: number; newCustomers: number };
}) => ({
  revenue: formatUsd(sales.current.revenueCents),
  orders: String(sales.current.orders),
  averageOrder: formatUsd(sales.current.averageOrderCents),
  newCustomers: String(sales.current.newCustomers),
});

describe('the back office dashboard', () => {
  let placed: { orderNumber: string }[];
  beforeAll(async () => {
    placed = [await placeOrder(2), await placeOrder(1)];
  });

  for (const [language, texts, width] of [
    ['en', en, 1280],
    ['km', km, 375],
    ['en', en, 375],
    ['km', km, 1280],
  ] as const) {
    it(`shows the period's figures the API gives, a chart and the work waiting (${language}, ${width} px)`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await signInAtLoginPage(page, admin.user, admin.password);
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.reload();
      await backOffice().getByRole('heading', { level: 1, name: texts.adminDashboard }).waitFor();

      await backOffice()
        .getByLabel(texts.adminDashboardPeriod)
        .selectOption({ label: texts.adminDashboardPeriod7d });
      await page.waitForURL(/period=7d/);
      const answer = await dashboardAnswer('7d');
      expect(answer.sales.current.orders).toBeGreaterThanOrEqual(placed.length);
      await backOffice()
        .getByTestId('revenue')
        .filter({ hasText: formatUsd(answer.sales.current.revenueCents) })
        .waitFor();
      expect(await shownFigures()).toEqual(expectedFigures(answer.sales));
      expect(await backOffice().getByTestId('revenue-change').textContent()).not.toBe('');

      // The chart draws: an svg with a bar per day of revenue.
      const chart = backOffice().getByTestId('sales-chart');
      await chart.locator('svg.recharts-surface').first().waitFor();
      expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);

      // Top products and the low stock follow the sales.
      expect(await backOffice().getByTestId('top-products').textContent()).toContain(
        formatUsd(answer.sales.topProducts[0].revenueCents),
      );
      const toConfirm = answer.waitingOrders.find((entry: { status: string }) => entry.status === 'pending');
      const tile = backOffice().getByTestId('waiting-pending');
      expect(await tile.textContent()).toBe(`${texts.adminDashboardToConfirm}${toConfirm.count}`);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await chart.scrollIntoViewIfNeeded();
      // From the top, so that the sticky header is not drawn over the page in the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(`${language}-${width}`);

      // The tile opens the orders list filtered to the orders waiting to be confirmed.
      await tile.click();
      await page.waitForURL(`${portalUrl}/admin/orders?status=pending`);
      expect(await backOffice().getByLabel(texts.adminStatus).inputValue()).toBe('pending');
      await backOffice().getByRole('link', { name: placed[1]?.orderNumber }).waitFor();
      await page.goBack();
      await backOffice().getByTestId('revenue').waitFor();
      expect(new URL(page.url()).searchParams.get('period')).toBe('7d');
    });
  }

  it('picks a custom range and shows what the API answers for it', async () => {
    await signInAtLoginPage(page, admin.user, admin.password);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() + 7 * 3_600_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${portalUrl}/admin?period=custom&from=${weekAgo}&to=${today}`);
    const expected = await dashboardAnswer(`custom&from=${weekAgo}&to=${today}`);
    await backOffice()
      .getByTestId('revenue')
      .filter({ hasText: formatUsd(expected.sales.current.revenueCents) })
      .waitFor();
    expect(await shownFigures()).toEqual(expectedFigures(expected.sales));
    // The same days as the last 7: the same figures.
    expect(expected.sales.current).toEqual((await dashboardAnswer('7d')).sales.current);
  });
});
