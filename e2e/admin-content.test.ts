import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { callApi, newCustomer, signInAtLoginPage, signInThroughDialog } from './support/accounts';
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
const stamp = () => String(Date.now() % 1_000_000);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP438DwH4QBFvcE/Rb92nkAAAAASUVORK5CYII=',
  'base64',
);

describe('home banners and quotation requests in the back office', () => {
  it('staff add a home banner and the home page shows it at once', async () => {
    const title = `Cold brew week ${stamp()}`;
    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Home banners', exact: true }).click();
    await backOffice().getByRole('button', { name: 'New home banner' }).click();
    await backOffice().getByLabel('Title (English)').fill(title);
    await backOffice().getByLabel('Title (Khmer)').fill('សប្តាហ៍កាហ្វេត្រជាក់');
    await backOffice()
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cold-brew.png', mimeType: 'image/png', buffer: png });
    await backOffice().locator('img[src^="blob:"]').waitFor();
    await backOffice().getByLabel('Link').fill('/promotion/list');
    await backOffice().getByRole('button', { name: 'Save' }).click();
    await backOffice().getByRole('cell', { name: title }).waitFor();

    await page.goto(`${portalUrl}/`);
    await page
      .locator('.catalogue-slide')
      .filter({ hasText: title })
      .locator('img')
      .waitFor({ state: 'attached' });
  });

  it('staff answer a quotation request and the customer’s notification says so', async () => {
    const customer = await newCustomer(`Sokha${stamp()}`, 'Chan');
    const token = (
      await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password })
    ).data.access_token as string;
    const packages = await callApi('GET', '/product?categoryId=7&limit=10');
    const product = packages.data[0] as { id: number; name: string };
    const quotation = await callApi(
      'POST',
      '/quotation',
      {
        productId: product.id,
        name: 'Sokha Chan',
        phone: customer.phone,
        quantity: 3,
        message: 'For our new café',
      },
      token,
    );

    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Quotation requests', exact: true }).click();
    await page.goto(`${portalUrl}/admin/quotations/${quotation.data.id}`);
    await backOffice().getByText('For our new café').waitFor();
    await backOffice().getByRole('button', { name: 'Send quote' }).click();
    await backOffice().getByText('Enter the quoted price in dollars and cents.').waitFor();
    await backOffice().getByLabel('Quoted price (USD)').fill('1,250.50');
    await backOffice().getByLabel('Message to the customer').fill('Delivery and installation included.');
    await backOffice().getByRole('button', { name: 'Send quote' }).click();
    await backOffice().getByTestId('quotation-status').filter({ hasText: 'Answered' }).waitFor();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${portalUrl}/`);
    await signInThroughDialog(page, customer);
    await page.goto(`${portalUrl}/profile/notification`);
    const notification = page.getByTestId('account-notification').first();
    await notification.filter({ hasText: `Your quotation for ${product.name}` }).waitFor();
    expect(await notification.textContent()).toContain('$1,250.50');
  });
});
