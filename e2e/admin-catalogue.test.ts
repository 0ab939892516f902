import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { callApi, newCustomer, signInAtLoginPage } from './support/accounts';
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
/** A real 2×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP438DwH4QBFvcE/Rb92nkAAAAASUVORK5CYII=',
  'base64',
);

/** On the product's back-office page: the general customers' price, then a stock change with its reason. */
async function priceAndStock(price: string, change: string, reason: string) {
  const variant = backOffice().getByTestId('admin-variant');
  await variant.getByLabel('Price for General customer', { exact: true }).fill(price);
  await variant.getByRole('button', { name: 'Save prices' }).click();
  await page.getByText('The prices were saved.').first().waitFor();
  const stock = variant.getByRole('group', { name: 'Adjust stock' });
  await stock.getByLabel('Change (+ or -)').fill(change);
  await stock.getByLabel('Reason').fill(reason);
  await stock.getByRole('button', { name: 'Apply' }).click();
  await stock.getByRole('cell', { name: reason }).waitFor();
}

describe('the catalogue in the back office', () => {
  it('staff create a product with its roast and grind, price it and stock it, and the shop shows them', async () => {
    // In a category and with names no shop test counts: products made here stay in the portal's data.
    const name = `Kampot Pepper Mocha Syrup ${stamp()}`;
    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Products', exact: true }).click();
    await backOffice().getByRole('link', { name: 'New product', exact: true }).click();
    await backOffice().getByLabel('Name (English)').fill(name);
    await backOffice().getByLabel('Name (Khmer)').fill('ទឹកស៊ីរ៉ូម៉ូកាម្រេចកំពត');
    await backOffice()
      .getByLabel('Description (English)')
      .fill('Chocolate syrup with a touch of Kampot pepper.');
    await backOffice().getByLabel('Category').selectOption({ label: 'Syrups & Sauces' });
    await backOffice()
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ratanakiri.png', mimeType: 'image/png', buffer: png });
    await backOffice().getByRole('button', { name: 'Remove' }).waitFor();
    await backOffice().getByRole('switch', { name: 'Published in the shop' }).check();
    await backOffice().getByLabel('Roast').selectOption({ label: 'Dark roast' });
    await backOffice().getByRole('switch', { name: 'Ground for espresso' }).check();
    await backOffice().getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    const productId = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(await backOffice().getByLabel('Roast').inputValue()).toBe('dark');
    expect(await backOffice().getByRole('switch', { name: 'Ground for espresso' }).isChecked()).toBe(true);
    expect(await backOffice().getByRole('switch', { name: 'Whole bean' }).isChecked()).toBe(false);

    const addVariant = backOffice().getByRole('group', { name: 'Add a variant' });
    await addVariant.getByLabel('SKU').fill(`RTK-${stamp()}`);
    await addVariant.getByRole('button', { name: 'Add a variant' }).click();
    await backOffice().getByTestId('admin-variant').waitFor();
    await priceAndStock('23.45', '+3', 'First delivery from Ratanakiri');
    await backOffice().getByTestId('admin-variant-stock').filter({ hasText: '3 in stock' }).waitFor();

    await page.goto(`${portalUrl}/product/${productId}`);
    await page.getByRole('heading', { name }).waitFor();
    const picture = page.getByRole('img', { name });
    expect(await picture.getAttribute('width')).toBe('2');
    // The file the page shows is the 2 px one uploaded (a srcset scales the img's own naturalWidth to its sizes).
    const shownFileWidth = await picture.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const file = new Image();
      file.src = image.currentSrc;
      await file.decode();
      return file.naturalWidth;
    });
    expect(shownFileWidth).toBe(2);
    await page.getByTestId('product-price').filter({ hasText: '$23.45' }).waitFor();
    expect(await page.getByTestId('stock-message').textContent()).toBe('Only 3 left');

    // The search's filters count it under the roast and grind staff gave it.
    await page.goto(`${portalUrl}/search?key=${encodeURIComponent(name)}`);
    const filters = page.getByRole('complementary', { name: 'Narrow the results' });
    await filters
      .getByRole('group', { name: 'Roast' })
      .getByRole('checkbox', { name: 'Dark roast (1)', exact: true })
      .waitFor();
    await filters
      .getByRole('group', { name: 'Grind' })
      .getByRole('checkbox', { name: 'Ground for espresso (1)', exact: true })
      .waitFor();

    // A price cut and the last bags written off: the shop follows at once.
    await page.goto(`${portalUrl}/admin/products/${productId}`);
    await backOffice().getByTestId('admin-variant').waitFor();
    await priceAndStock('21', '-3', 'Bags damaged in transport');
    await backOffice().getByTestId('admin-variant-stock').filter({ hasText: '0 in stock' }).waitFor();
    await page.goto(`${portalUrl}/product/${productId}`);
    await page.getByTestId('product-price').filter({ hasText: '$21.00' }).waitFor();
    expect(await page.getByTestId('stock-message').textContent()).toBe('Out of stock');
  });

  it('refuses a negative price and stock below zero with a message', async () => {
    await signInAtLoginPage(page, admin.user, admin.password);
    await page.goto(`${portalUrl}/admin/products`);
    await backOffice().getByLabel('Name or SKU').fill('last lot');
    await backOffice()
      .getByRole('link', { name: /Kirirom Reserve Arabica/ })
      .click();
    const variant = backOffice().getByTestId('admin-variant').first();
    await variant.getByLabel('Price for General customer', { exact: true }).fill('-5');
    await variant.getByRole('button', { name: 'Save prices' }).click();
    await variant.getByText('An amount cannot be below zero.').waitFor();
    const stock = variant.getByRole('group', { name: 'Adjust stock' });
    await stock.getByLabel('Change (+ or -)').fill('-100000');
    await stock.getByLabel('Reason').fill('Count');
    await stock.getByRole('button', { name: 'Apply' }).click();
    await stock.getByText('Stock cannot go below 0.').waitFor();
  });

  it('staff create a coupon, a customer applies it in small letters, and its use is counted', async () => {
    const code = `RAINY${stamp()}`;
    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Coupons', exact: true }).click();
    await backOffice().getByRole('button', { name: 'New coupon' }).click();
    const form = backOffice().getByRole('group', { name: 'New coupon' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Title (English)').fill('Two dollars off');
    await form.getByLabel('Title (Khmer)').fill('បញ្ចុះ ២ ដុល្លារ');
    await form.getByLabel('Discount type').selectOption({ label: 'Fixed amount' });
    await form.getByLabel('Amount (USD)').fill('2');
    await form.getByLabel('Minimum order (USD)').fill('5');
    await form.getByLabel('Uses per customer (blank: no limit)').fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    const row = backOffice().locator(`[data-testid="admin-coupon"][data-code="${code}"]`);
    await row.waitFor();
    expect(await row.getByTestId('admin-coupon-used').textContent()).toBe('0');

    const customer = await newCustomer(`Sophal${stamp().slice(-4)}`, 'Chan');
    const token = (
      await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password })
    ).data.access_token as string;
    const products = await callApi('GET', '/product?limit=100');
    const product = products.data.find(
      (candidate: { hasOptions: boolean; stock: number; price: number }) =>
        !candidate.hasOptions && candidate.stock >= 5 && candidate.price >= 500,
    );
    await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
    const checked = await callApi('POST', '/coupon/check-availability', { code: code.toLowerCase() }, token);
    expect(checked.data.discountAmount).toBe(200);
    const address = await callApi(
      'POST',
      '/address',
      { name: 'Home', addressDetail: 'St. 51, #12', provinceId: 12, districtId: 1201 },
      token,
    );
    const order = await callApi(
      'POST',
      '/order',
      {
        deliveryType: 'delivery',
        addressId: address.data.id,
        paymentMethod: 'cash_on_delivery',
        couponCode: code.toLowerCase(),
      },
      token,
    );
    expect(order.data.paymentDetail.couponDiscountAmount).toBe(200);

    await page.reload();
    await row.getByTestId('admin-coupon-used').filter({ hasText: /^1$/ }).waitFor();
  });
});
