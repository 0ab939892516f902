import AxeBuilder from '@axe-core/playwright';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/accounts';
import { openBrowser } from './support/browser';
import { portalUrl } from './support/stack';

// Each test is a first visit in a browser session of its own: the popup shows once per session. The page's clock
// is Playwright's, so "5 seconds later" is a jump of the clock, not a wait; Math.random is fixed to pick the banner.
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The seeded banners a guest gets, in order: 1 shows at once and stays; 2 shows after 5 s for 30 s. */
async function firstVisit(random: number, viewport?: { width: number; height: number }): Promise<Page> {
  browser = await openBrowser({ adAlreadySeen: false });
  const { page } = browser;
  if (viewport) await page.setViewportSize(viewport);
  await page.addInitScript((value) => {
    Math.random = () => value;
  }, random);
  await page.clock.install();
  const banners = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/client/popup-banner',
  );
  await page.goto(`${portalUrl}/`);
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  const answer = await banners;
  expect(answer.url()).toContain('limit=100');
  expect(answer.url()).toContain('offset=0');
  expect(answer.url()).toContain('isWeb=1');
  return page;
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Advertisement' });

describe('the advertisement popup (spec section 4)', () => {
  it('waits showAfterSecond seconds, then hides after hideAfterSecond', async () => {
    const page = await firstVisit(0.99);
    await page.waitForTimeout(500);
    expect(await popup(page).count()).toBe(0);

    await page.clock.fastForward(5_000);
    await popup(page).waitFor();
    expect(await page.getByTestId('ad-popup').getAttribute('data-banner-id')).toBe('2');
    await expectNoSeriousA11yViolations(page, '[data-testid="ad-popup"]');
    const targets = await new AxeBuilder({ page } as never)
      .include('[data-testid="ad-popup"]')
      .withRules(['target-size'])
      .analyze();
    expect(targets.violations.map((violation) => violation.id)).toEqual([]);

    await page.clock.fastForward(25_000);
    await page.waitForTimeout(300);
    expect(await popup(page).isVisible()).toBe(true);
    await page.clock.fastForward(6_000);
    await popup(page).waitFor({ state: 'detached' });
  });

  it('shows at once when showAfterSecond is 0, stays, and once closed does not come back in the session', async () => {
    const page = await firstVisit(0);
    await popup(page).waitFor();
    expect(await page.getByTestId('ad-popup').getAttribute('data-banner-id')).toBe('1');
    await page.clock.fastForward(10 * 60_000);
    expect(await popup(page).isVisible()).toBe(true);

    await popup(page).getByRole('button', { name: 'Close the advertisement' }).click();
    await popup(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.clock.fastForward(60_000);
    await page.waitForTimeout(300);
    expect(await popup(page).count()).toBe(0);
  });

  it('hides nothing on a phone: a strip across the bottom, the page longer by its height', async () => {
    const page = await firstVisit(0, { width: 375, height: 667 });
    await popup(page).waitFor();
    const ad = page.getByTestId('ad-popup');
    expect(await ad.getAttribute('data-placement')).toBe('strip');
    const strip = await ad.boundingBox();
    expect(strip).toMatchObject({ x: 0, width: 375 });
    expect(strip && strip.y + strip.height).toBeCloseTo(667, 0);
    expect(strip?.height).toBeLessThanOrEqual(667 / 5 + 2);
    // A large mobile banner (320 × 100) at most: the page's largest picture (its LCP) stays the one the visitor
    // came for, not the advertisement that arrives after it.
    expect(strip?.height).toBeLessThanOrEqual(100 + 2);
    const largestIsAd = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          new PerformanceObserver((list) => {
            const element = list.getEntries().at(-1) as
              | (PerformanceEntry & { element?: Element })
              | undefined;
            resolve(!!element?.element?.closest('[data-testid="ad-popup"]'));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largestIsAd).toBe(false);

    // At the page's very end, the last of it (the footer) sits above the strip, not under it.
    // The page may still grow (its footer, pictures): scroll again until the end stays in view.
    await page.waitForFunction(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      },
      undefined,
      { polling: 100 },
    );
    const footer = await page.locator('footer').last().boundingBox();
    expect(footer && strip && footer.y + footer.height).toBeLessThanOrEqual((strip?.y ?? 0) + 1);

    // Closed, the page gives the room back.
    await popup(page).getByRole('button', { name: 'Close the advertisement' }).click();
    await popup(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });

  it('floats in a corner of a wide screen, beside the shop', async () => {
    const page = await firstVisit(0);
    await popup(page).waitFor();
    const card = await page.getByTestId('ad-popup').boundingBox();
    expect(await page.getByTestId('ad-popup').getAttribute('data-placement')).toBe('corner');
    expect(card?.width).toBeLessThanOrEqual(360);
    expect(card?.x).toBeGreaterThan(1280 / 2);
  });

  it('routes its same-origin link inside the app, without loading the page again', async () => {
    const page = await firstVisit(0);
    await popup(page).waitFor();
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });
    await popup(page).getByRole('link').click();
    await page.waitForURL(`${portalUrl}/product/category/104`);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    );
    await popup(page).waitFor({ state: 'detached' });
  });
});
