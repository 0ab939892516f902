import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { poll } from '../test/support/poll';
import { remotePages } from './spec-urls';
import { openBrowser, useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

describe('the shell', () => {
  it('renders the header, the sidebar menu and the footer around the home page', async () => {
    await page.goto(`${portalUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.getByRole('search').isVisible()).toBe(true);
    const menu = page.getByRole('navigation', { name: 'main' });
    for (const item of ['Home', 'Services', 'Academy', 'Showroom']) {
      expect(await menu.getByText(item, { exact: true }).isVisible()).toBe(true);
    }
    // The footer comes in the app's second render (host/src/layout/Later.tsx), so it is waited for.
    await page.getByRole('link', { name: 'Delivery options' }).waitFor();
    expect(await page.title()).toBe('Home | Coffee Portal');
  });

  it('draws the menu on a phone the first time it is opened, and keeps it drawn as it closes', async () => {
    await page.setViewportSize({ width: 412, height: 823 });
    try {
      await page.goto(`${portalUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'main' });
      expect(await menu.count()).toBe(0);
      const toggle = page.getByRole('button', { name: 'Open or close the menu' });
      await toggle.click();
      await menu.getByText('Showroom', { exact: true }).waitFor();
      await toggle.click();
      await page.waitForFunction(() => !document.querySelector('.mantine-Burger-burger[data-opened]'));
      expect(await menu.count()).toBe(1);
      await toggle.click();
      await menu.getByText('Showroom', { exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Showroom' }).waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('shows the loading bar only once loading has lasted 200 ms, and takes it away when the data is in', async () => {
    await page.goto(`${portalUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/client/showroom', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'main' }).getByText('Showroom', { exact: true }).click();
    const bar = page.getByTestId('loading-bar');
    await bar.waitFor({ state: 'attached' });
    // The delay runs on the bar's own animation clock: read both in one go, so a slow machine cannot race it.
    const { elapsedMs, visibility } = await bar.evaluate((element) => ({
      elapsedMs: Number(element.getAnimations()[0]?.currentTime),
      visibility: getComputedStyle(element).visibility,
    }));
    expect(visibility).toBe(elapsedMs < 200 ? 'hidden' : 'visible');
    await bar.waitFor({ state: 'visible' });
    answer();
    await page.getByRole('heading', { level: 1, name: 'Showroom' }).waitFor();
    await bar.waitFor({ state: 'detached' });
  });

  it("gives Mantine's inputs React's own ids, so none is drawn a second time just to change its id", async () => {
    await page.goto(`${portalUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const ids = await page
      .getByRole('search')
      .locator('input, select')
      .evaluateAll((fields) => fields.map((field) => field.id));
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) expect(id).toMatch(/^mantine-_r_\w+_$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows the 404 page with a home link for a URL no page owns', async () => {
    await page.goto(`${portalUrl}/no/such/page`);
    await page.getByText('This page could not be found').waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the 404 page for an unknown URL inside a section', async () => {
    await page.goto(`${portalUrl}/service/no-such-page`);
    await page.getByText('This page could not be found').waitFor();
    expect(await page.locator('[data-section="services"]').count()).toBe(1);
  });

  it('sends a visitor without a user from /admin to /login', async () => {
    await page.goto(`${portalUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('Khmer', () => {
  // The language chosen here must not stay for the tests after it, even when this one fails.
  afterEach(async () => {
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.context().clearCookies({ name: 'language' });
  });

  it('shows the portal in Khmer, drawn with the bundled Khmer font, after the language is chosen', async () => {
    // Settled first, so that no read of the English page is counted with the Khmer page's.
    await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
    const translations: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/client/localize') translations.push(url.search);
    });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('km');
    const heading = page.locator('[data-section="shop"]').getByRole('heading', { level: 1, name: 'ទំព័រដើម' });
    await heading.waitFor();
    // The reloaded page carries the Khmer it draws with, and fetches the rest of the Khmer bundle alone, once.
    await poll(() => translations).toEqual(['?language=km']);
    const font = await heading.evaluate(async (element) => {
      await document.fonts.ready;
      return {
        family: getComputedStyle(element).fontFamily,
        bold: document.fonts.check('700 16px "Noto Sans Khmer"', 'ទំព័រដើម'),
        loaded: [...document.fonts].some(
          (face) => face.family.includes('Noto Sans Khmer') && face.status === 'loaded',
        ),
      };
    });
    expect(font.family.startsWith('"Noto Sans Khmer"')).toBe(true);
    expect(font).toMatchObject({ bold: true, loaded: true });
    // The server asked for both faces from the page's start.
    expect(
      await page.locator('head link[rel="preload"][as="font"][href*="noto-sans-khmer-khmer-"]').count(),
    ).toBe(2);
  });

  // The Khmer font carries only Khmer glyphs. On a page in English only the language menu's own name, ខ្មែរ, is
  // Khmer: the font's regular weight may come for it, its bold never, and no face claims Latin text. A browser of
  // its own: this one has the Khmer pages' fonts in its cache, which a page takes at once, asked for or not.
  it('is fetched by a page in English for the language menu’s Khmer name alone', async () => {
    const visitor = await openBrowser();
    try {
      const fonts: string[] = [];
      visitor.page.on('request', (request) => {
        if (request.resourceType() === 'font')
          fonts.push(new URL(request.url()).pathname.split('/').at(-1) ?? '');
      });
      await visitor.page.goto(`${portalUrl}/product/category/1`, { waitUntil: 'networkidle' });
      await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
      const ranges = await visitor.page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.includes('Noto Sans Khmer'))
          .map((face) => face.unicodeRange);
      });
      expect(ranges.length).toBe(2);
      for (const range of ranges) expect(range).toBe('U+1780-17FF, U+19E0-19FF, U+200C-200D, U+25CC');
      const otherKhmerFonts = fonts.filter(
        (name) => name.startsWith('noto-sans-khmer') && !name.startsWith('noto-sans-khmer-khmer-400-normal.'),
      );
      expect(otherKhmerFonts).toEqual([]);
      expect(await visitor.page.locator('head link[rel="preload"][as="font"]').count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });
});

describe('every remote page at its spec URL', () => {
  it.each(remotePages)('$url shows "$title" from the $section remote', async ({ section, url, title }) => {
    await page.goto(`${portalUrl}${url}`);
    const heading = page
      .locator(`[data-section="${section}"]`)
      .getByRole('heading', { level: 1, name: title, exact: true });
    await heading.waitFor({ timeout: 15_000 });
    expect(await heading.isVisible()).toBe(true);
  });
});
