import { describe, it } from '@jest/globals';
import { pageUrl as shopPageUrl } from '../remote-shop/src/common/catalogue/structured-data';
import { expect } from '../test/support/expect';
import type { Read } from './first-screen/first-screen.cjs';
import { pageMeta } from './page-meta.cjs';
import { languageUrls, pageUrl, publicOrigin } from './site-urls.cjs';

const origin = 'https://shop.example.com';
const image = { url: '/client/upload/files/p.png', width: 800, height: 600 };
const answers: Record<string, Record<string, unknown>> = {
  en: {
    '/product/3': {
      id: 3,
      name: 'House <Espresso> & "Blend"',
      description: 'A dark,   chocolatey\nblend. '.repeat(20),
      images: [image],
    },
    '/category': [
      {
        id: 1,
        name: 'Coffee Beans',
        imageUrl: null,
        children: [{ id: 101, name: 'Arabica', imageUrl: null, children: [] }],
      },
    ],
    '/product?categoryId=101&limit=12&offset=0&sort=newest': [
      { id: 5, name: 'Mondulkiri Arabica', image },
      { id: 6, name: 'Kirirom Reserve', image: null },
    ],
  },
  km: {
    '/product/3': { id: 3, name: 'កាហ្វេ', description: 'ល្អ', images: [] },
  },
};
const asked: string[] = [];
const readIn =
  (language: 'en' | 'km'): Read =>
  async (apiPath) => {
    asked.push(apiPath);
    return answers[language]?.[apiPath];
  };
const meta = (url: string, language: 'en' | 'km' = 'en', read = readIn(language)) =>
  pageMeta(url, { origin, language, read });

/** The content of each `<meta property|name=…>` and the href of each `<link rel=…>`, in order. */
const tags = (html: string) =>
  [
    ...html.matchAll(
      /<(meta|link) (?:property|name|rel)="([^"]+)"(?: hreflang="([^"]+)")? (?:content|href)="([^"]*)">/g,
    ),
  ].map(([, , key, hreflang, value]) => [hreflang ? `${key} ${hreflang}` : key, value]);

describe("the head the host's server writes for crawlers and shared links", () => {
  it("gives a product page its canonical URL, alternates, and share card in the page's language", async () => {
    const html = await meta('/product/house-espresso-blend/3?utm_source=telegram');
    const found = Object.fromEntries(tags(html));
    expect(found.canonical).toBe('https://shop.example.com/product/3');
    expect(found['alternate en']).toBe('https://shop.example.com/product/3');
    expect(found['alternate km']).toBe('https://shop.example.com/product/3?lang=km');
    expect(found['alternate x-default']).toBe('https://shop.example.com/product/3');
    expect(found['og:url']).toBe('https://shop.example.com/product/3');
    expect(found['og:type']).toBe('product');
    expect(found['og:title']).toBe('House &lt;Espresso&gt; &amp; &quot;Blend&quot;');
    expect(found['og:image']).toBe('https://shop.example.com/client/upload/files/p.png');
    expect(found['og:image:width']).toBe('800');
    expect(found['og:locale']).toBe('en_US');
    expect(found['og:locale:alternate']).toBe('km_KH');
    expect(html).toContain('<title>House &lt;Espresso&gt; &amp; "Blend" | Coffee Portal</title>');
    // The description: spaces collapsed, cut at a word within 200 characters.
    const description = found['og:description'] as string;
    expect(description).toMatch(/^A dark, chocolatey blend\. A dark/);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    expect(found.description).toBe(description);
  });

  it('points a Khmer page at its Khmer address and locale', async () => {
    const found = Object.fromEntries(tags(await meta('/product/3', 'km')));
    expect(found.canonical).toBe('https://shop.example.com/product/3?lang=km');
    expect(found['og:url']).toBe('https://shop.example.com/product/3?lang=km');
    expect(found['og:locale']).toBe('km_KH');
    expect(found['og:locale:alternate']).toBe('en_US');
    expect(found['og:title']).toBe('កាហ្វេ');
    // No picture: the portal's own share image stays.
    expect(found['og:image']).toBeUndefined();
  });

  it("describes a category (found among sub-categories) by its first products, without the listing's filters", async () => {
    const found = Object.fromEntries(tags(await meta('/product/category/101?sort=priceAsc&page=2')));
    expect(found.canonical).toBe('https://shop.example.com/product/category/101');
    expect(found['og:title']).toBe('Arabica');
    expect(found['og:description']).toBe('Arabica: Mondulkiri Arabica, Kirirom Reserve');
    expect(found['og:image']).toBe('https://shop.example.com/client/upload/files/p.png');
    expect(found['og:type']).toBe('website');
  });

  it('gives the home page its canonical URL and alternates without asking the API', async () => {
    asked.length = 0;
    const found = Object.fromEntries(tags(await meta('/?fbclid=IwAR0x', 'km')));
    expect(found.canonical).toBe('https://shop.example.com/?lang=km');
    expect(found['alternate en']).toBe('https://shop.example.com/');
    expect(asked).toEqual([]);
  });

  it('writes nothing for other pages, unknown records or an API without an answer', async () => {
    asked.length = 0;
    expect(await meta('/cart')).toBe('');
    expect(await meta('/product/package-promotion/7')).toBe('');
    expect(asked).toEqual([]);
    expect(await meta('/product/x/404')).toBe('');
    expect(await meta('/product/category/999')).toBe('');
    expect(await meta('/product/3', 'en', async () => undefined)).toBe('');
  });
});

describe("the portal's public addresses", () => {
  it('name a language other than English with ?lang=, as the shop does', () => {
    for (const [path, language] of [
      ['/', 'en'],
      ['/product/3', 'km'],
      ['/product/category/1', 'km'],
    ] as const)
      expect(pageUrl(origin, path, language)).toBe(shopPageUrl(origin, path, language));
    expect(languageUrls(origin, '/product/3')).toEqual([
      ['en', 'https://shop.example.com/product/3'],
      ['km', 'https://shop.example.com/product/3?lang=km'],
    ]);
  });

  it('start at PUBLIC_URL, else the first portal origin, else where the request came', () => {
    const request = { protocol: 'http', host: '127.0.0.1:3000' };
    expect(publicOrigin(request, {})).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(request, { PORTAL_ORIGINS: 'https://a.example.com, https://b.example.com' })).toBe(
      'https://a.example.com',
    );
    expect(
      publicOrigin(request, {
        PUBLIC_URL: 'https://shop.example.com/',
        PORTAL_ORIGINS: 'https://a.example.com',
      }),
    ).toBe('https://shop.example.com');
  });
});
