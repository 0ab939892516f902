import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.setViewportSize({ width: 412, height: 823 });
});
afterEach(async () => {
  await page.unrouteAll();
  await page.setViewportSize({ width: 1280, height: 900 });
});

const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const espresso = async (): Promise<{ id: number }> => {
  const { data } = await (await fetch(`${apiUrl}/client/search?key=espresso%20blend`)).json();
  return data[0];
};

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return box;
};

/** The server's first screen alone: the app's script never arrives, so nothing replaces it. */
const serverScreen = async (path: string) => {
  await page.route('**/main.js', (route) => route.abort());
  await page.goto(`${portalUrl}${path}`);
  await page.locator('.first-screen img').first().waitFor();
};

const appScreen = async (path: string, picture: string) => {
  await page.unrouteAll();
  await page.goto(`${portalUrl}${path}`);
  await page.locator(picture).first().waitFor();
  await page.waitForLoadState('networkidle');
};

describe("the server's first screen", () => {
  it('is in the page itself: the product, in the language the visitor chose', async () => {
    const { id } = await espresso();
    const english = await (await fetch(`${portalUrl}/product/house-espresso-blend/${id}`)).text();
    expect(english).toContain('<h1>House Espresso Blend</h1>');
    expect(english).toMatch(
      /<img src="\/client\/upload\/[^"]+" srcset="[^"]+" sizes="[^"]+" width="600" height="600" alt="House Espresso Blend"/,
    );
    const khmer = await (
      await fetch(`${portalUrl}/product/house-espresso-blend/${id}`, { headers: { cookie: 'language=km' } })
    ).text();
    expect(khmer).not.toContain('<h1>House Espresso Blend</h1>');
    expect(khmer).toMatch(/<h1>[\u1780-\u17ff]/);
  });

  // The server's picture offers the sources and sizes the app's does, so the browser fetches one file for both: not
  // the stored picture first and then the size and format the app asks for.
  it("fetches one file for a product's main picture, the one the app's picture shows", async () => {
    const url = `/product/house-espresso-blend/${(await espresso()).id}`;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });
    try {
      await appScreen(url, '.catalogue-gallery img');
      const shown = await page
        .locator('.catalogue-gallery img')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      const file = new URL(shown).pathname;
      // A product with more pictures also shows this one as a 72 px thumbnail, which may take its own small file.
      const thumbnails = await page
        .locator('.product-gallery-thumbnails img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
      const forFile = new Set(pictures.filter((picture) => new URL(picture).pathname === file));
      expect(forFile.has(shown)).toBe(true);
      expect([...forFile].filter((picture) => picture !== shown && !thumbnails.includes(picture))).toEqual(
        [],
      );
    } finally {
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    }
  });

  // The app's picture must take the very box the server's took: a bigger one would count as a later, larger
  // paint (the page's largest paint would wait for the app), a moved one would jump before the visitor's eyes.
  for (const [name, path, serverPicture, appPicture, samePlace] of [
    ['a product', 'product', '.first-screen-gallery', '.catalogue-gallery img', true],
    ['the home page', '/', '.first-screen-slider img', '.catalogue-slide img', true],
    // The category's filters sit above its grid on a phone and beside it on a desktop; the server leaves their room
    // beside it but draws none above it.
    ['a category', '/product/category/1', '.first-screen-card img', '.catalogue-card-image', false],
  ] as const) {
    it(`draws ${name}'s picture where the app draws it, on a phone and a desktop`, async () => {
      const url = path === 'product' ? `/product/house-espresso-blend/${(await espresso()).id}` : path;
      for (const size of [
        { width: 412, height: 823 },
        { width: 1280, height: 900 },
      ]) {
        await page.setViewportSize(size);
        await serverScreen(url);
        const server = await boxOf(serverPicture);
        await appScreen(url, appPicture);
        const app = await boxOf(appPicture);
        expect(await page.locator('.first-screen').count()).toBe(0);
        expect({ width: server.width, height: server.height }).toEqual({
          width: app.width,
          height: app.height,
        });
        if (samePlace) {
          // Within a pixel: the app's title is 44.2 px tall, the server's rounds to whole pixels.
          expect(Math.abs(server.x - app.x)).toBeLessThan(1);
          expect(Math.abs(server.y - app.y)).toBeLessThan(1);
        }
      }
    });
  }

  it("stands in the app's page area under the app's header until the page is drawn, however late its code", async () => {
    const url = `/product/house-espresso-blend/${(await espresso()).id}`;
    await serverScreen(url);
    const server = await boxOf('.first-screen-gallery');
    await page.unrouteAll();
    let release = () => {};
    const sectionCode = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/remoteEntry.js', async (route) => {
      await sectionCode;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto(`${portalUrl}${url}`);
      await page.getByRole('banner').getByRole('search').waitFor();
      expect(await page.locator('.first-screen-gallery').isVisible()).toBe(true);
      // Past the time the page may wait for its data: the page cannot be drawn without its code.
      await page.waitForFunction(() => performance.now() > 1500);
      expect(await page.getByRole('banner').getByRole('search').isVisible()).toBe(true);
      const held = await boxOf('.first-screen-gallery');
      expect(Math.abs(held.x - server.x)).toBeLessThan(1);
      expect(Math.abs(held.y - server.y)).toBeLessThan(1);
      expect(held.width).toBe(server.width);
      // The footer waits for the page: under the shorter server's screen it would come into view (and load its form).
      expect(await page.getByRole('contentinfo').count()).toBe(0);
    } finally {
      release();
    }
    await page.locator('.catalogue-gallery img').first().waitFor();
    expect(await page.locator('.first-screen').count()).toBe(0);
    await page.getByRole('contentinfo').waitFor({ state: 'attached' });
  });

  // The shop prepares the page (its code, its first reads) before the app's first render over the server's
  // screen, so the app draws it whole: the product's picture is on the screen at every moment of the load.
  it("never takes a product's picture off the screen while the app replaces the server's", async () => {
    const { id } = await espresso();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { pictureStates: string[] }).pictureStates = seen;
      const look = () => {
        const state = document.querySelector('img.first-screen-gallery, .catalogue-gallery img')
          ? 'picture'
          : 'none';
        if (seen.at(-1) !== state) seen.push(state);
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${portalUrl}/product/house-espresso-blend/${id}`);
    await page.locator('.catalogue-gallery img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const states = await page.evaluate(
      () => (window as unknown as { pictureStates: string[] }).pictureStates,
    );
    // 'none' first: the document's own parse, before the server's markup reaches the root element.
    expect(states.slice(states.indexOf('picture'))).toEqual(['picture']);
  });
});
