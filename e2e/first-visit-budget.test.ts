import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { budget, firstVisitFiles, kbOf } from './support/first-visit';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

type WithCookieReads = { cookieStore?: { get: (...args: unknown[]) => unknown }; cookieReads: number };

describe('first visit to /', () => {
  it(`downloads at most ${budget.jsKb} KB of JS and ${budget.cssKb} KB of CSS (compressed)`, async () => {
    const transfers = firstVisitFiles(page);
    await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

    const files = await Promise.all(transfers.map(({ size }) => size));
    const js = kbOf(files, 'script');
    const css = kbOf(files, 'stylesheet');
    console.log(
      `first visit: ${js.toFixed(1)} KB JS in ${files.filter((f) => f.type === 'script').length} files, ${css.toFixed(1)} KB CSS`,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(js).toBeLessThanOrEqual(budget.jsKb);
    expect(css).toBeLessThanOrEqual(budget.cssKb);
  });

  // The schema library weighs about 23 KB compressed; the first screen reads typed answers and validates no form.
  it('loads no schema library (zod) before the visitor opens a form', async () => {
    const transfers = firstVisitFiles(page);
    await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const scripts = await Promise.all(
      transfers
        .filter((file) => file.type === 'script')
        .map(async (file) => ({ url: (await file.size).url, body: await file.body() })),
    );
    expect(scripts.length).toBeGreaterThan(0);
    // The first marker is in zod's errors, the second in its core (the smallest part an import of zod/v4/core brings).
    const zodMarkers = ['$ZodError', 'Encountered Promise during synchronous parse'];
    const withZod = scripts.filter(({ body }) => zodMarkers.some((marker) => body.includes(marker)));
    expect(withZod.map(({ url }) => url)).toEqual([]);
  });

  // axios asks the browser's cookie store for an XSRF token before each same-origin call and holds the call until it
  // answers; the API takes a bearer token and sets no such cookie.
  it('sends its API calls without first reading the cookie store', async () => {
    await page.addInitScript(() => {
      const win = window as unknown as WithCookieReads;
      win.cookieReads = 0;
      const store = win.cookieStore;
      if (!store) return;
      const get = store.get.bind(store);
      store.get = (...args) => {
        win.cookieReads += 1;
        return get(...args);
      };
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'xhr' && new URL(request.url()).pathname.startsWith('/client/'))
        calls.push(request.url());
    });
    await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const seen = await page.evaluate(() => {
      const win = window as unknown as WithCookieReads;
      return { hasStore: typeof win.cookieStore?.get === 'function', reads: win.cookieReads };
    });
    expect(seen.hasStore).toBe(true);
    expect(calls.length).toBeGreaterThan(0);
    expect(seen.reads).toBe(0);
  });
});
