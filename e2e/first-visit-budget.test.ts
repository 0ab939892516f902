import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

/**
 * What a first visit to / may download, compressed as served (JS and CSS), the shop remote's entry included.
 * Measured 258 KB JS and 12 KB CSS when this budget was first set at 265 KB; raised to 275 KB when the shop's home
 * (banners, top selection, best sellers) and the full header (address, bell, account menu) came in; lowered to
 * 240 KB at 235 KB, once the schema library left the first screen and the remotes used the host's federation runtime;
 * lowered to 200 KB at 199 KB, once the host's runtime carried one core and the shared entries only what first screens
 * use (see README, Budgets); lowered to 197 KB at 195.9 KB, once axios came without its fetch adapter. Sections prefetched at idle priority (`<link rel="prefetch">`,
 * resource type "other") are not part of the first screen and are not counted.
 */
export const budget = { jsKb: 197, cssKb: 25 };

type WithCookieReads = { cookieStore?: { get: (...args: unknown[]) => unknown }; cookieReads: number };

type Transfer = { type: string; bytes: number; url: string };

/** Every script and style sheet the page fetches from now on, with its compressed size and its body. */
function firstVisitFiles() {
  const transfers: { size: Promise<Transfer>; body: Promise<string>; type: string }[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    transfers.push({
      type,
      size: request.sizes().then((sizes) => ({ type, bytes: sizes.responseBodySize, url: request.url() })),
      body: request.response().then(async (response) => (await response?.text()) ?? ''),
    });
  });
  return transfers;
}

describe('first visit to /', () => {
  it(`downloads at most ${budget.jsKb} KB of JS and ${budget.cssKb} KB of CSS (compressed)`, async () => {
    const transfers = firstVisitFiles();
    await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

    const files = await Promise.all(transfers.map(({ size }) => size));
    const kb = (type: string) =>
      files.filter((f) => f.type === type).reduce((sum, f) => sum + f.bytes, 0) / 1024;
    const js = kb('script');
    const css = kb('stylesheet');
    console.log(
      `first visit: ${js.toFixed(1)} KB JS in ${files.filter((f) => f.type === 'script').length} files, ${css.toFixed(1)} KB CSS`,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(js).toBeLessThanOrEqual(budget.jsKb);
    expect(css).toBeLessThanOrEqual(budget.cssKb);
  });

  // The schema library weighs about 23 KB compressed; the first screen reads typed answers and validates no form.
  it('loads no schema library (zod) before the visitor opens a form', async () => {
    const transfers = firstVisitFiles();
    await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const scripts = await Promise.all(
      transfers
        .filter((file) => file.type === 'script')
        .map(async (file) => ({ url: (await file.size).url, body: await file.body })),
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
