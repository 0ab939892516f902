import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiUrl, callApi, newCustomer, signInThroughDialog } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
});

type Category = { id: number; name: string; children: Category[] };
type Product = {
  id: number;
  name: string;
  categoryId: number;
  hasOptions: boolean;
  stock: number;
  image: object | null;
};

/** The API's answer's data, read in `locale` as the app reads it. */
const read = async <T>(path: string, locale = 'en-US'): Promise<T> =>
  (await (await fetch(`${apiUrl}/client${path}`, { headers: { 'accept-language': locale } })).json()).data;

/** A product with a picture, without options and with plenty of stock, as the shop lists it (other browser tests add
 * products without pictures, which the newest-first list may put first). */
const plainProduct = async (locale = 'en-US') => {
  const products = await read<Product[]>('/product?limit=100', locale);
  const product = products.find(
    (candidate) => candidate.image !== null && !candidate.hasOptions && candidate.stock >= 20,
  );
  if (!product) throw new Error('no product without options in stock');
  return product;
};

/** The categories from the top of the tree down to `id`. */
const categoryLine = (categories: Category[], id: number): Category[] => {
  for (const category of categories) {
    if (category.id === id) return [category];
    const below = categoryLine(category.children, id);
    if (below.length) return [category, ...below];
  }
  return [];
};

/** Every JSON-LD block of the page, parsed. */
const structuredData = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  );

describe('breadcrumbs and structured data on the shop pages', () => {
  it("leads from home through the product's categories to the product, in English", async () => {
    const product = await plainProduct();
    const line = categoryLine(await read<Category[]>('/category'), product.categoryId);
    await page.goto(`${portalUrl}/product/${product.id}`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.locator('[aria-current="page"]').getByText(product.name).waitFor();
    expect(await trail.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    for (const category of line)
      expect(await trail.getByRole('link', { name: category.name, exact: true }).getAttribute('href')).toBe(
        `/product/category/${category.id}`,
      );

    await trail.getByRole('link', { name: line.at(-1)?.name ?? '', exact: true }).click();
    await page.waitForURL(`${portalUrl}/product/category/${product.categoryId}`);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .locator('[aria-current="page"]')
      .getByText(line.at(-1)?.name ?? '')
      .waitFor();
  });

  it('is in Khmer for a Khmer address (?lang=km), names from the API included, and keeps the choice', async () => {
    const english = await plainProduct();
    const khmer = await read<Product>(`/product/${english.id}`, 'km-KH');
    await page.goto(`${portalUrl}/product/${english.id}?lang=km`);
    const trail = page.getByRole('navigation', { name: 'ផ្លូវរុករក' });
    await trail.locator('[aria-current="page"]').getByText(khmer.name).waitFor();
    expect(await trail.getByRole('link', { name: 'ទំព័រដើម' }).count()).toBe(1);
    // The language is now the visitor's choice, and the address no longer names it.
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('km');
  });

  it('describes the product and its trail as schema.org JSON-LD', async () => {
    const product = await plainProduct();
    await page.goto(`${portalUrl}/product/${product.id}`);
    await page.getByTestId('product-price').waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('script[type="application/ld+json"]').length >= 2,
    );
    const blocks = await structuredData();
    const described = blocks.find((block) => block['@type'] === 'Product');
    expect(described).toMatchObject({ '@context': 'https://schema.org', name: product.name });
    expect(described.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(described.offers.price).toMatch(/^\d+\.\d\d$/);
    expect(typeof described.sku).toBe('string');
    expect(described.image[0]).toMatch(/^https?:\/\//);
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, name: 'Home' });
    expect(trail.itemListElement.at(-1)).toMatchObject({ name: product.name });
  });
});

describe('what crawlers read from the server', () => {
  it('lists a product in /sitemap.xml, in both languages, and robots.txt points to it', async () => {
    const product = await plainProduct();
    const sitemap = await fetch(`${portalUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/product/${product.id}</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/product/${product.id}\\?lang=km</loc>`));
    expect(xml).toMatch(/<loc>[^<]*\/product\/category\/1<\/loc>/);
    const robots = await (await fetch(`${portalUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });

  it("writes a product's canonical address, alternates and share card into the page it serves", async () => {
    const product = await plainProduct();
    const html = await (await fetch(`${portalUrl}/product/some-name/${product.id}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/product/${product.id}">`));
    expect(head).toMatch(
      new RegExp(`<link rel="alternate" hreflang="km" href="[^"]*/product/${product.id}\\?lang=km">`),
    );
    expect(head).toContain(`<meta property="og:title" content="${product.name}">`);
    expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
    expect(head).toMatch(new RegExp(`<meta property="og:url" content="[^"]*/product/${product.id}">`));
    expect(head).toContain('<meta property="og:locale" content="en_US">');
    expect(head).toMatch(/<meta property="og:description" content="[^"]+">/);
    // The share card of the product replaces the portal's own; there is one of each.
    expect(head.match(/property="og:title"/g)).toHaveLength(1);

    const khmer = await (
      await fetch(`${portalUrl}/product/${product.id}`, { headers: { cookie: 'language=km' } })
    ).text();
    expect(khmer).toContain('<meta property="og:locale" content="km_KH">');
    expect(khmer).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/product/${product.id}\\?lang=km">`));
  });
});

describe('the Add to cart bar on a phone', () => {
  const bar = () => page.getByTestId('sticky-add-to-cart-bar');

  it('appears once the Add to cart button has scrolled away, adds to the cart, and covers nothing', async () => {
    const customer = await newCustomer();
    const token = (
      await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password })
    ).data.access_token as string;
    const product = await plainProduct();
    await page.reload();
    await signInThroughDialog(page, customer);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${portalUrl}/product/${product.id}`);
    await page.getByTestId('add-to-cart').waitFor();
    expect(await bar().count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await bar().waitFor();
    expect(await bar().textContent()).toContain('$');
    // The page ends above the bar: its bottom is padded by at least the bar's height.
    const { padding, height } = await page.evaluate(() => ({
      padding: Number.parseFloat(getComputedStyle(document.body).paddingBottom),
      height: document.querySelector('.product-buy-bar')?.getBoundingClientRect().height ?? 0,
    }));
    expect(height).toBeGreaterThan(0);
    expect(padding).toBeGreaterThanOrEqual(height);

    await page.getByTestId('sticky-add-to-cart').click();
    await page.getByText('Added to your cart').waitFor();
    const cart = await callApi('GET', '/cart', undefined, token);
    expect(cart.data.map((line: { productId: number }) => line.productId)).toContain(product.id);

    // Back at the button, the bar goes.
    await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    await bar().waitFor({ state: 'detached' });
  });

  it('never shows on a desktop', async () => {
    const product = await plainProduct();
    await page.goto(`${portalUrl}/product/${product.id}`);
    await page.getByTestId('add-to-cart').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    expect(await bar().isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });
});
