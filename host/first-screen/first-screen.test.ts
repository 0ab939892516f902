import { describe, it } from '@jest/globals';
import {
  filtersFromSearch,
  filtersToSearch,
  productQueryOf,
} from '../../remote-shop/src/common/catalogue/list-filters';
import { pictureSizes as shopPictureSizes } from '../../remote-shop/src/common/catalogue/picture-sizes';
import { responsiveSources } from '../../remote-shop/src/common/catalogue/responsive-image';
import { expect } from '../../test/support/expect';
import {
  chosenLanguage,
  drawFirstScreen,
  localeOf,
  pageLanguage,
  pictureSizes,
  type Read,
} from './first-screen.cjs';

const image = { url: '/client/upload/files/p.png', width: 600, height: 600 };
const answers: Record<string, unknown> = {
  '/product/3': {
    id: 3,
    name: 'House <Espresso> & "Blend"',
    brand: { name: 'Coffee Portal Roasters' },
    categoryName: 'House Blends',
    images: [image],
  },
  '/category': [{ id: 1, name: 'Coffee Beans', children: [{ id: 101, name: 'Arabica', children: [] }] }],
  '/product?categoryId=101&limit=12&offset=0&sort=newest': [
    { id: 5, name: 'Mondulkiri Arabica', image },
    { id: 6, name: 'Kirirom Reserve', image: null },
  ],
  '/advertisement/banner': [
    { id: 1, title: 'Fresh beans', imageUrl: '/client/upload/s.png', width: 1200, height: 400 },
  ],
};
const asked: string[] = [];
const read: Read = async (apiPath) => {
  asked.push(apiPath);
  return answers[apiPath];
};

describe('the first screen the server draws', () => {
  it("shows a product's first picture, name, brand and category, escaped, without a price", async () => {
    const html = await drawFirstScreen('/product/house-espresso-blend/3', read);
    expect(html).toMatch(
      /<img src="\/client\/upload\/files\/p.png" srcset="[^"]+" sizes="[^"]+" width="600" height="600" alt="House &lt;Espresso&gt; &amp; &quot;Blend&quot;" class="first-screen-gallery" fetchpriority="high">/,
    );
    expect(html).toContain('<h1>House &lt;Espresso&gt; &amp; "Blend"</h1>');
    expect(html).toContain('Coffee Portal Roasters · House Blends');
    expect(html).not.toContain('$');
    expect(html).toContain('aria-busy="true"');
  });

  it("shows a category's name (found among sub-categories) and its first products, newest first", async () => {
    const html = await drawFirstScreen('/product/category/101', read);
    expect(html).toContain('<h1>Arabica</h1>');
    expect(html.match(/class="first-screen-card"/g)).toHaveLength(2);
    expect(html).toContain('<span>Kirirom Reserve</span>');
  });

  it('gives a picture the API serves the sources and sizes the shop gives it, so both fetch the same file', async () => {
    expect(pictureSizes).toEqual(shopPictureSizes);
    const html = await drawFirstScreen('/product/house-espresso-blend/3', read);
    const sources = responsiveSources(image.url, image.width);
    if (!sources) throw new Error('the API serves this picture');
    const escaped = (srcset: string) => srcset.replaceAll('&', '&amp;');
    const sizes = `sizes="${pictureSizes.gallery}"`;
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="${escaped(sources.avif)}" ${sizes}><source type="image/webp" srcset="${escaped(sources.webp)}" ${sizes}><img src="${image.url}" srcset="${escaped(sources.original)}" ${sizes} `,
    );
    // A picture from elsewhere is used as it is, as in the app.
    expect(await drawFirstScreen('/', read)).toContain(
      '<img src="/client/upload/s.png" width="1200" height="400" alt="" fetchpriority="high">',
    );
  });

  it('shows the first home banner', async () => {
    const html = await drawFirstScreen('/', read);
    expect(html).toContain('alt="" fetchpriority="high"');
    expect(html).toContain('<span>Fresh beans</span>');
  });

  it("draws a shared link's page whatever its query carries besides a listing's filters", async () => {
    expect(await drawFirstScreen('/product/house-espresso-blend/3?fbclid=IwAR0x', read)).toContain(
      '<h1>House',
    );
    expect(await drawFirstScreen('/?utm_source=facebook', read)).toContain('<span>Fresh beans</span>');
    expect(await drawFirstScreen('/product/category/101?utm_source=telegram', read)).toContain(
      '<h1>Arabica</h1>',
    );
  });

  it('draws nothing for other pages, filtered lists, unknown ids or an API without an answer', async () => {
    asked.length = 0;
    expect(await drawFirstScreen('/product/package-promotion/7', read)).toBe('');
    expect(await drawFirstScreen('/cart', read)).toBe('');
    expect(asked).toEqual([]);
    expect(await drawFirstScreen('/product/category/101?sort=priceAsc', read)).toBe('');
    expect(await drawFirstScreen('/product/category/101?utm_source=facebook&page=2', read)).toBe('');
    expect(await drawFirstScreen('/product/category/999', read)).toBe('');
    expect(await drawFirstScreen('/product/x/404', read)).toBe('');
    expect(await drawFirstScreen('/', async () => undefined)).toBe('');
  });

  // The server copies the shop's listing (its query keys, its first request); these fail when the two part ways.
  it("draws no category screen for any filter the shop's listing keeps in its URL", async () => {
    const everyFilter = filtersToSearch({
      page: 2,
      sort: 'priceAsc',
      brandId: ['3'],
      origin: ['Mondulkiri'],
      roast: ['dark'],
      grind: ['filter'],
      type: ['grinder'],
      minPrice: 1,
      maxPrice: 9,
      inStock: true,
    });
    expect([...everyFilter.keys()]).toHaveLength(10);
    for (const [key, value] of everyFilter)
      expect(await drawFirstScreen(`/product/category/101?${key}=${value}`, read), key).toBe('');
  });

  it("reads a category's products as the shop's listing first asks for them", async () => {
    asked.length = 0;
    await drawFirstScreen('/product/category/101', read);
    const query = productQueryOf(101, filtersFromSearch(new URLSearchParams()));
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    expect(asked).toContain(`/product?${params}`);
  });

  it("asks the API in the language the visitor chose, from the app's cookie", () => {
    const acceptLanguage = (cookie: string | undefined) => localeOf(chosenLanguage(cookie));
    expect(acceptLanguage('theme=dark; language=km')).toBe('km-KH');
    expect(acceptLanguage('language=en')).toBe('en-US');
    expect(acceptLanguage('language=kmx')).toBe('en-US');
    expect(acceptLanguage(undefined)).toBe('en-US');
  });

  it('draws a page in the language its address names (?lang=km), else in the one from the cookie', () => {
    expect(pageLanguage('/product/3?lang=km', 'language=en')).toBe('km');
    expect(pageLanguage('/product/3?utm_source=x&lang=en', 'language=km')).toBe('en');
    expect(pageLanguage('/product/3', 'language=km')).toBe('km');
    expect(pageLanguage('/product/3?lang=%3Cx%3E', 'language=km')).toBe('km');
    expect(pageLanguage('/product/3', undefined)).toBe('');
  });

  it("draws a category's first screen for a Khmer address, whose lang is no listing filter", async () => {
    expect(await drawFirstScreen('/product/category/101?lang=km', read)).toContain('<h1>Arabica</h1>');
  });

  // The shop's breadcrumb (remote-shop's breadcrumbs.css) sits above a product and a category: its room is kept, so
  // the app's picture lands where the server's was.
  it("keeps the breadcrumb's room above a product and a category, not on the home page", async () => {
    const room = '<div class="first-screen-crumbs"></div>';
    expect(await drawFirstScreen('/product/house-espresso-blend/3', read)).toContain(
      `${room}<div class="first-screen-product">`,
    );
    expect(await drawFirstScreen('/product/category/101', read)).toContain(`${room}<h1>Arabica</h1>`);
    expect(await drawFirstScreen('/', read)).not.toContain(room);
  });
});
