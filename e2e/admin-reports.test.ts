import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { formatUsd } from '../shared/src/format/format-usd';
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
const dayMs = 86_400_000;
/** A Phnom Penh day, `daysAgo` before today, as the reports' address writes it. */
const phnomPenhDay = (daysAgo: number) =>
  new Date(Date.now() + 7 * 3_600_000 - daysAgo * dayMs).toISOString().slice(0, 10);

type SalesTable = {
  rows: { key: string; name: string; nameKm: string | null; orders: number; revenueCents: number }[];
  total: { orders: number; quantity: number; revenueCents: number };
};

/** What the staff API answers the administrator for the report of the days from `from` to `to`. */
async function reportAnswer(from: string, to: string) {
  const login = await callApi('POST', '/auth/login', admin);
  const answer = await fetch(`${apiUrl}/admin-api/reports?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${login.data.access_token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()).data as { sales: Record<string, SalesTable> };
}

describe('the back office reports', () => {
  for (const [language, texts, width] of [
    ['en', en, 1280],
    ['km', km, 375],
    ['en', en, 375],
    ['km', km, 1280],
  ] as const) {
    it(`shows the sales of a period as the API sums them, with a chart, by payment method and by product (${language}, ${width} px)`, async () => {
      const [from, to] = [phnomPenhDay(29), phnomPenhDay(0)];
      const answer = await reportAnswer(from, to);
      expect(answer.sales.paymentMethod?.total.orders).toBeGreaterThan(0);

      await page.setViewportSize({ width, height: 900 });
      await signInAtLoginPage(page, admin.user, admin.password);
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.goto(`${portalUrl}/admin/reports?from=${from}&to=${to}&by=paymentMethod`);
      await backOffice().getByRole('heading', { level: 1, name: texts.adminReports }).waitFor();

      const byPayment = answer.sales.paymentMethod as SalesTable;
      const total = backOffice().getByTestId('sales-total');
      await total.waitFor();
      expect(await total.textContent()).toBe(
        `${texts.adminReportTotal}${byPayment.total.orders}${byPayment.total.quantity}${formatUsd(byPayment.total.revenueCents)}`,
      );
      const chart = backOffice().getByTestId('report-chart');
      await chart.locator('svg.recharts-surface').first().waitFor();
      expect(await chart.locator('.recharts-bar-rectangle').count()).toBe(byPayment.rows.length);

      await backOffice()
        .getByLabel(texts.adminReportBreakdown)
        .selectOption({ label: texts.adminReportSalesByProduct });
      await page.waitForURL(/by=product/);
      const byProduct = answer.sales.product as SalesTable;
      const best = byProduct.rows[0] as SalesTable['rows'][number];
      const firstRow = backOffice().getByTestId('sales-table').locator('tbody tr').first();
      await firstRow.filter({ hasText: formatUsd(best.revenueCents) }).waitFor();
      expect(await firstRow.locator('td').first().textContent()).toBe(
        language === 'km' && best.nameKm ? best.nameKm : best.name,
      );
      expect(await total.textContent()).toContain(formatUsd(byProduct.total.revenueCents));

      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(repoRoot, `e2e/.artifacts/reports-${language}-${width}.png`),
        fullPage: true,
      });
    });
  }
});
