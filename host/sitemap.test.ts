/**
 * @jest-environment node
 */
import { describe, it } from '@jest/globals';
import { HttpResponse, http } from 'msw';
import { mockApi } from '../shared/test/mock-api';
import { expect } from '../test/support/expect';
import { createApiReader } from './api-reader.cjs';
import type { Read } from './first-screen/first-screen.cjs';
import { robotsTxt, sitemapXml } from './sitemap.cjs';

const origin = 'https://shop.example.com';
const categories = [
  { id: 1, children: [{ id: 101, children: [] }] },
  { id: 2, children: [] },
];
// 450 products: the sitemap pages through the whole list, 200 at a time.
const products = Array.from({ length: 450 }, (_, index) => ({ id: index + 1 }));
const answer = (apiPath: string) => {
  if (apiPath === '/category') return categories;
  const query = new URLSearchParams(apiPath.split('?')[1]);
  if (!apiPath.startsWith('/product?')) return undefined;
  const offset = Number(query.get('offset'));
  return products.slice(offset, offset + Number(query.get('limit')));
};
const read: Read = async (apiPath) => answer(apiPath);

const urlsOf = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe('the sitemap', () => {
  it('lists home, every category and every product, in each language, with their alternates', async () => {
    const xml = (await sitemapXml(origin, read)) as string;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = urlsOf(xml);
    expect(urls).toContain('https://shop.example.com/');
    expect(urls).toContain('https://shop.example.com/?lang=km');
    expect(urls).toContain('https://shop.example.com/product/category/101');
    expect(urls).toContain('https://shop.example.com/product/category/2?lang=km');
    expect(urls).toContain('https://shop.example.com/product/450?lang=km');
    expect(urls).toHaveLength((1 + 3 + 450) * 2);
    expect(xml).toContain(
      '<url><loc>https://shop.example.com/product/7?lang=km</loc><xhtml:link rel="alternate" hreflang="en" href="https://shop.example.com/product/7"/><xhtml:link rel="alternate" hreflang="km" href="https://shop.example.com/product/7?lang=km"/><xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.com/product/7"/></url>',
    );
  });

  it('escapes its addresses', async () => {
    const xml = (await sitemapXml('https://shop.example.com', read)) as string;
    expect(xml).toContain('?lang=km');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is not written from an API that does not answer', async () => {
    expect(await sitemapXml(origin, async () => undefined)).toBeNull();
    expect(
      await sitemapXml(origin, async (path) => (path === '/category' ? categories : undefined)),
    ).toBeNull();
  });

  describe('read from a real API over HTTP', () => {
    const api = 'http://api.test';
    mockApi(
      http.get(`${api}/client/*`, ({ request }) => {
        const url = new URL(request.url);
        const data = answer(`${url.pathname}${url.search}`.replace(/^\/client/, ''));
        return HttpResponse.json({ data }, { status: data ? 200 : 404 });
      }),
    );

    it('lists a product the API lists', async () => {
      const reader = createApiReader({ baseUrl: api, timeoutMs: 2_000, ttlMs: 60_000 });
      const urls = urlsOf((await sitemapXml(origin, reader('en-US'))) as string);
      expect(urls).toContain('https://shop.example.com/product/321');
    });
  });
});

describe('robots.txt', () => {
  it('points crawlers to the sitemap and keeps them out of the pages that need a sign-in', () => {
    const text = robotsTxt(origin);
    expect(text).toContain('User-agent: *\n');
    expect(text).toContain('Sitemap: https://shop.example.com/sitemap.xml\n');
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map(([, path]) => path);
    for (const path of ['/cart', '/profile', '/admin', '/favorite', '/quick-order', '/delete-account'])
      expect(disallowed, path).toContain(path);
    // One line for a whole signed-in area, not one per page of it.
    expect(disallowed).not.toContain('/profile/address');
    for (const path of ['/product', '/service/tutorial', '/academy/training-course', '/'])
      expect(disallowed, path).not.toContain(path);
  });
});
