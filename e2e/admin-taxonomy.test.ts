import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { callApi, signInAtLoginPage } from './support/accounts';
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
const backOffice = () => page.locator('[data-section="admin"]');
const stamp = () => String(Date.now() % 100_000_000);

describe('categories and promotions in the back office', () => {
  it('staff create and rename a category, and the sidebar’s Product menu shows the new name', async () => {
    const first = `Cold brew ${stamp()}`;
    const renamed = `Nitro cold brew ${stamp()}`;
    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Categories', exact: true }).click();
    await backOffice().getByRole('button', { name: 'New category' }).click();
    await backOffice().getByLabel('Name (English)').fill(first);
    await backOffice().getByLabel('Name (Khmer)').fill('កាហ្វេត្រជាក់');
    await backOffice().getByRole('button', { name: 'Save' }).click();
    const row = backOffice().getByTestId('admin-category').filter({ hasText: first });
    await row.waitFor();
    const id = await row.getAttribute('data-id');

    await row.getByRole('button', { name: 'Edit' }).click();
    await backOffice().getByLabel('Name (English)').fill(renamed);
    await backOffice().getByRole('button', { name: 'Save' }).click();
    await backOffice().getByTestId('admin-category').filter({ hasText: renamed }).waitFor();

    await page.goto(`${portalUrl}/`);
    const link = page.getByRole('navigation', { name: 'main' }).locator(`a[href="/product/category/${id}"]`);
    await link.waitFor({ state: 'attached' });
    expect((await link.textContent())?.trim()).toBe(renamed);
  });

  it('staff create a promotion on a product and the promotions page shows it with the promotion price', async () => {
    const products = await callApi('GET', '/product?limit=20');
    const product = products.data.find(
      (one: { hasOptions: boolean; price: number }) => !one.hasOptions && one.price > 200,
    );
    expect(product).toBeTruthy();
    const title = `Harvest week ${stamp()}`;

    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Promotions', exact: true }).click();
    await backOffice().getByRole('link', { name: 'New promotion', exact: true }).click();
    await backOffice().getByLabel('Title (English)').fill(title);
    await backOffice().getByLabel('Title (Khmer)').fill('សប្តាហ៍ប្រមូលផល');
    await backOffice().getByLabel('Search a product').fill(product.name);
    await backOffice()
      .getByTestId('admin-promotion-found')
      .filter({ hasText: product.name })
      .first()
      .getByRole('button', { name: 'Add product' })
      .click();
    const chosen = backOffice().getByTestId('admin-promotion-product');
    await chosen.waitFor();
    await chosen.getByLabel('Promotion price General customer').fill('1.23');
    await backOffice().getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/promotions\/\d+$/);
    await backOffice().getByText('Running').first().waitFor();

    await backOffice().getByRole('link', { name: 'Promotions', exact: true }).click();
    await backOffice().getByTestId('admin-promotion').filter({ hasText: title }).waitFor();

    await page.goto(`${portalUrl}/promotion/list`);
    await page.getByText(title).first().waitFor();
    await page.getByText('$1.23').first().waitFor();
  });
});
