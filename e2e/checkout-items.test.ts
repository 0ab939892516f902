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

type Product = { id: number; name: string; hasOptions: boolean; stock: number };

/** A new customer with two products in the cart, two of the first; answers their names. */
async function customerWithACart() {
  const customer = await newCustomer('Chenda', 'Ros');
  const token = (await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password }))
    .data.access_token as string;
  const products = ((await callApi('GET', '/product?limit=100')).data as Product[]).filter(
    (p) => !p.hasOptions && p.stock >= 20,
  );
  // The first two the cart takes (a product another test left half made is skipped), two of the first.
  const added: Product[] = [];
  for (const product of products) {
    if (added.length === 2) break;
    const quantity = added.length === 0 ? 2 : 1;
    await callApi('POST', '/cart/add', { productId: product.id, quantity }, token)
      .then(() => added.push(product))
      .catch(() => undefined);
  }
  const [first, second] = added as [Product, Product];
  return { customer, names: [first.name, second.name] };
}

describe('the items at checkout', () => {
  it.each([
    { language: 'en', texts: en, width: 1280 },
    { language: 'km', texts: km, width: 375 },
    { language: 'en', texts: en, width: 375 },
  ])('lists what is bought above the totals ($language, $width px)', async ({ language, texts, width }) => {
    const { customer, names } = await customerWithACart();
    await signInThroughDialog(page, customer);
    if (language !== 'en') {
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.context().addCookies([{ name: 'language', value: language, url: portalUrl }]);
    }
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${portalUrl}/cart/checkout`);

    const list = page.getByRole('list', { name: texts.checkoutItems });
    await list.waitFor();
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(2);
    const first = (await items.nth(0).textContent()) ?? '';
    expect(first).toContain(texts.checkoutItemQuantity.replace('{{quantity}}', '2'));
    expect(first).toMatch(/\$\d+\.\d\d/);
    // Product names come in the page's language; the API's list above was read in English.
    if (language === 'en') expect(await list.textContent()).toContain(names[1]);
    if (language === 'en') expect(first).toContain(names[0]);
    // On a phone nothing of a line runs past the screen's edge.
    for (let i = 0; i < 2; i += 1) {
      const box = await items.nth(i).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${artifacts}/checkout-items-${language}-${width}.png` });

    await page.getByRole('link', { name: texts.checkoutChangeItems }).click();
    await page.waitForURL(`${portalUrl}/cart`);
  });
});
