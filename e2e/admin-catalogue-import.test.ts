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
const header = 'Product ID,Product,Product name in Khmer,Category,Brand,SKU,Price (USD),Stock,Active\r\n';
const sheet = (rows: string[]) => ({
  name: 'catalogue.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${header}${rows.join('\r\n')}\r\n`),
});

/** The products whose name or SKU holds `search`, as the staff API lists them. */
async function productsNamed(search: string) {
  const login = await callApi('POST', '/auth/login', admin);
  const answer = await fetch(`${apiUrl}/admin-api/products?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${login.data.access_token}` },
  });
  return ((await answer.json()) as { data: { name: string }[] }).data.map((product) => product.name);
}

describe('the catalogue import in the back office', () => {
  it('shows a sheet’s problems by row and column and writes nothing, then imports a valid sheet', async () => {
    const stamp = String(Date.now() % 100_000_000);
    const name = `Tonle Cold Brew Kit ${stamp}`;
    const other = `Tonle Brew Filters ${stamp}`;
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAtLoginPage(page, admin.user, admin.password);
    await page.goto(`${portalUrl}/admin/catalogue-import`);
    const file = backOffice().locator('input[type="file"]');

    await file.setInputFiles(
      sheet([
        `,${name},,Syrups & Sauces,,KIT-${stamp}-A,18.00,4,Yes`,
        `,${other},តម្រង,No Such Shelf,,KIT-${stamp}-B,18.0x,4,Yes`,
      ]),
    );
    await backOffice().getByTestId('import-file-name').getByText('catalogue.csv').waitFor();
    await backOffice().getByRole('button', { name: 'Check' }).click();
    const problems = backOffice().getByTestId('import-problems');
    await problems.waitFor();
    const rows = await problems
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)),
      );
    expect(rows).toEqual([
      ['2', 'Product name in Khmer', "The product's Khmer name is required."],
      ['3', 'Category', 'No category has this name.'],
      ['3', 'Price (USD)', 'Please enter a price in dollars, for example 18 or 18.50.'],
    ]);
    expect(await backOffice().getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await productsNamed(name)).toEqual([]);
    expect(await productsNamed(other)).toEqual([]);
    await page.screenshot({
      path: path.join(repoRoot, 'e2e/.artifacts/catalogue-import-problems-375.png'),
      fullPage: true,
    });

    await file.setInputFiles(
      sheet([
        `,${name},ឧបករណ៍ឆុងកាហ្វេត្រជាក់ទន្លេ,Syrups & Sauces,,KIT-${stamp}-A,18.00,4,Yes`,
        `,${other},តម្រងឆុងកាហ្វេទន្លេ,Syrups & Sauces,,KIT-${stamp}-B,24.00,2,Yes`,
      ]),
    );
    await backOffice().getByRole('button', { name: 'Check' }).click();
    const summary = backOffice().getByTestId('import-summary');
    await summary.getByText('The sheet is valid (2 rows).', { exact: false }).waitFor();
    await summary
      .getByText('New products: 2, products changed: 0, new variants: 2, variants changed: 0')
      .waitFor();
    expect(await productsNamed(name)).toEqual([]);

    await backOffice().getByRole('button', { name: 'Import' }).click();
    await summary.getByText('Imported: 2 rows.').waitFor();
    await summary.getByText(`New SKUs: KIT-${stamp}-A, KIT-${stamp}-B`).waitFor();
    expect(await productsNamed(name)).toEqual([name]);
    expect(await productsNamed(other)).toEqual([other]);
    await page.screenshot({
      path: path.join(repoRoot, 'e2e/.artifacts/catalogue-import-375.png'),
      fullPage: true,
    });
  });

  for (const [language, texts, width] of [
    ['en', en, 1280],
    ['km', km, 375],
    ['km', km, 1280],
  ] as const) {
    it(`reports a sheet's problem, then imports it mended (${language}, ${width} px)`, async () => {
      const stamp = String(Date.now() % 100_000_000);
      const name = `Tonle Drip Bags ${language} ${width} ${stamp}`;
      const sku = `DRIP-${stamp}`;
      await page.setViewportSize({ width, height: 900 });
      await signInAtLoginPage(page, admin.user, admin.password);
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.goto(`${portalUrl}/admin/catalogue-import`);
      const file = backOffice().locator('input[type="file"]');
      const noSidewaysScroll = async () =>
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);

      await file.setInputFiles(sheet([`,${name},,Syrups & Sauces,,${sku},9.5x,10,Yes`]));
      await backOffice().getByRole('button', { name: texts.adminImportCheck }).click();
      const problems = backOffice().getByTestId('import-problems');
      await problems.waitFor();
      expect(await problems.locator('tbody tr').count()).toBe(2);
      await noSidewaysScroll();
      await page.screenshot({
        path: path.join(repoRoot, `e2e/.artifacts/catalogue-import-problems-${language}-${width}.png`),
        fullPage: true,
      });

      await file.setInputFiles(sheet([`,${name},ថង់កាហ្វេដំណក់ទន្លេ,Syrups & Sauces,,${sku},9.50,10,Yes`]));
      await backOffice().getByRole('button', { name: texts.adminImportCheck }).click();
      const write = backOffice().getByRole('button', { name: texts.adminImportWrite });
      await backOffice().getByTestId('import-summary').waitFor();
      expect(await write.isDisabled()).toBe(false);
      await write.click();
      await backOffice()
        .getByTestId('import-summary')
        .getByText(texts.adminImportCreatedSkus.replace('{{skus}}', sku))
        .waitFor();
      expect(await productsNamed(name)).toEqual([name]);
      await noSidewaysScroll();
      await page.screenshot({
        path: path.join(repoRoot, `e2e/.artifacts/catalogue-import-${language}-${width}.png`),
        fullPage: true,
      });
    });
  }
});
