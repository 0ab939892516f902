import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page, Route } from 'playwright-core';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});
afterEach(() => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Whether a request is one of the API calls the page makes, preloads included (pictures under /client are not). */
const isApiCall = (route: Route) => route.request().resourceType() !== 'image';

/** Holds every API call the page makes until the answer is released; the host's server still reads the API. */
async function holdApi() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/client/**', async (route) => {
    if (isApiCall(route)) await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The app's own header (its search box) and menu, and the loading bar while the page's data is on its way. */
async function expectShellWhileLoading() {
  await page.getByRole('banner').getByRole('search').waitFor();
  await page.getByRole('navigation', { name: 'main' }).getByText('Services', { exact: true }).waitFor();
  await page.getByTestId('loading-bar').waitFor();
}

describe('while the API does not answer', () => {
  for (const path of ['/profile/order-history', '/', '/product/category/1', '/academy/video-tutorial']) {
    it(`draws the shell of ${path} (header, menu, loading bar) from what the page carries`, async () => {
      const release = await holdApi();
      try {
        await page.goto(`${portalUrl}${path}`);
        await expectShellWhileLoading();
        expect(await page.locator('#page-data').count()).toBe(1);
      } finally {
        release();
      }
    });
  }

  it('draws the page once the answers come', async () => {
    const release = await holdApi();
    await page.goto(`${portalUrl}/product/category/1`);
    await expectShellWhileLoading();
    release();
    await page.getByTestId('product-card').first().waitFor();
  });

  it("shows the spec's maintenance error with Retry, never a blank page, when every API call fails", async () => {
    await page.route('**/client/**', (route) => (isApiCall(route) ? route.abort() : route.continue()));
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    await page.getByRole('banner').getByRole('search').waitFor();
    const failed = page.getByTestId('load-failed').first();
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Please try again later.');
    expect(await failed.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
  });
});

describe('the page', () => {
  it('is sent compressed, as it carries the translations: brotli when the browser takes it, else gzip', async () => {
    const asked: [accepted: string, sent: string][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ];
    for (const [accepted, sent] of asked) {
      const response = await fetch(`${portalUrl}/product/category/1`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.headers.get('content-encoding')).toBe(sent);
      expect(await response.text()).toContain('<script id="page-data"');
    }
  });
});

describe('the translations a page carries', () => {
  const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
  const keysOf = async (language: string) => {
    const { data } = await (await fetch(`${apiUrl}/client/localize?language=${language}`)).json();
    // Keys that are no words of the text itself (aboutUs, catalogueSeeAll): a raw key on screen is one of these.
    return Object.keys(data.translations[language]).filter((key) => /^[a-z]+[A-Z]\w*$/.test(key));
  };
  const productPath = async () => {
    const { data } = await (await fetch(`${apiUrl}/client/search?key=espresso%20blend`)).json();
    return `/product/house-espresso-blend/${data[0].id}`;
  };

  it('name every key the first screens of the shop, the account and the academy draw, in both languages', async () => {
    const pages = [
      { path: '/', ready: () => page.getByTestId('product-card').first() },
      { path: '/product/category/1', ready: () => page.getByTestId('product-card').first() },
      { path: await productPath(), ready: () => page.locator('.catalogue-gallery img').first() },
      { path: '/academy/video-tutorial', ready: () => page.locator('[data-section="academy"] h1') },
      { path: '/login', ready: () => page.locator('form input').first() },
    ];
    // Without the rest of the bundle, a key the page did not carry would show as itself.
    await page.route('**/client/localize*', (route) => (isApiCall(route) ? route.abort() : route.continue()));
    for (const language of ['en', 'km']) {
      const keys = await keysOf(language);
      for (const { path, ready } of pages) {
        await page.goto(`${portalUrl}${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
        await ready().waitFor();
        await page.waitForLoadState('networkidle');
        const shown = await page.evaluate(
          () =>
            // biome-ignore lint/performance/useDomNodeTextContent: what is on screen, not hidden elements' text
            `${document.body.innerText} ${[...document.querySelectorAll('[aria-label],[placeholder],[title]')]
              .map((element) =>
                ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name)).join(' '),
              )
              .join(' ')}`,
        );
        const words = new Set(shown.split(/[^\w]+/));
        expect({ path, language, raw: keys.filter((key) => words.has(key)) }).toEqual({
          path,
          language,
          raw: [],
        });
      }
    }
  });
});
