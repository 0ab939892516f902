import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { useBrowser } from './support/browser';
import { portalUrl, repoRoot } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().setOffline(false);
});
afterEach(() => page.context().setOffline(false));

const shot = (name: string) =>
  page.screenshot({ path: path.join(repoRoot, `e2e/.artifacts/offline-${name}.png`), fullPage: true });

/** The home page once online, until its service worker controls the page. */
async function visitOnce() {
  await page.goto(`${portalUrl}/`);
  await page.locator('[data-section="shop"]').getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

describe('offline, a page not visited before', () => {
  it('opened in the address bar is the portal’s offline page in both languages, which retries', async () => {
    await visitOnce();
    await page.context().setOffline(true);
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    await page.getByRole('heading', { level: 1, name: en.offlinePageTitle }).waitFor();
    expect(await page.getByText(km.offlinePageTitle).isVisible()).toBe(true);
    // The Khmer is drawn in the portal's Khmer font, kept for this page, not in boxes.
    const khmerFontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (font) => font.family.includes('Noto Sans Khmer') && font.status === 'loaded',
      );
    });
    expect(khmerFontLoaded).toBe(true);
    await shot('address-bar');

    await page.context().setOffline(false);
    await page.getByRole('link', { name: en.offlinePageRetry }).click();
    await page
      .locator('[data-section="academy"]')
      .getByRole('heading', { level: 1, name: 'Video tutorials' })
      .waitFor();
  });

  it('reached by a link inside the portal says it is offline, not a blank page', async () => {
    await visitOnce();
    await page.context().setOffline(true);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/academy/video-tutorial');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText(en.offlineSectionWaiting).waitFor();
    expect(await page.getByText(en.offlineBanner).isVisible()).toBe(true);
    expect(await page.getByRole('search').isVisible()).toBe(true);
    await shot('in-app');

    // Back online, the page opens by itself.
    await page.context().setOffline(false);
    await page
      .locator('[data-section="academy"]')
      .getByRole('heading', { level: 1, name: 'Video tutorials' })
      .waitFor();
  });
});
