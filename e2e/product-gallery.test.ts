import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { poll } from '../test/support/poll';
import { useBrowser } from './support/browser';
import { portalUrl, repoRoot } from './support/stack';

const artifacts = path.join(repoRoot, 'e2e/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
});

const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const espresso = async (): Promise<{ id: number }> => {
  const { data } = await (await fetch(`${apiUrl}/client/search?key=espresso%20blend`)).json();
  return data[0];
};

/** The file the browser chose for the main picture (from its srcset, in the format it takes). */
const mainPicture = () =>
  page.locator('.product-gallery-main img').evaluate((img) => (img as HTMLImageElement).currentSrc);

describe("a product's pictures", () => {
  it('switch with the thumbnails, and enlarge and close from the keyboard, the focus coming back', async () => {
    const { id } = await espresso();
    await page.goto(`${portalUrl}/product/house-espresso-blend/${id}`);
    const thumbnails = page.getByRole('list', { name: 'Choose a picture' }).getByRole('button');
    await thumbnails.first().waitFor();
    expect(await thumbnails.count()).toBe(2);
    expect(await thumbnails.first().getAttribute('aria-pressed')).toBe('true');
    await poll(mainPicture, { timeout: 5_000 }).not.toBe('');
    const first = await mainPicture();

    await thumbnails.nth(1).click();
    expect(await thumbnails.nth(1).getAttribute('aria-pressed')).toBe('true');
    // While the second picture loads, the browser has chosen none yet ('').
    await poll(
      async () => {
        const chosen = await mainPicture();
        return chosen !== first && /productdrawn\.png/.test(chosen);
      },
      { timeout: 5_000 },
    ).toBe(true);

    const enlarge = page.getByRole('button', { name: 'Enlarge picture 2' });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const zoom = page.getByRole('dialog', { name: 'House Espresso Blend' });
    await zoom.waitFor();
    expect(await zoom.getByText('Picture 2 of 2').isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await zoom.getByText('Picture 1 of 2').waitFor();

    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Enlarge picture/,
    );
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ])(
    'enlarge to fit a $width × $height screen, the arrows and "Picture 2 of 2" in view',
    async (viewport) => {
      await page.setViewportSize(viewport);
      try {
        const { id } = await espresso();
        await page.goto(`${portalUrl}/product/house-espresso-blend/${id}`);
        const thumbnails = page.getByRole('list', { name: 'Choose a picture' }).getByRole('button');
        await thumbnails.nth(1).click();
        await page.getByRole('button', { name: 'Enlarge picture 2' }).click();
        const zoom = page.getByRole('dialog', { name: 'House Espresso Blend' });
        await zoom.waitFor();
        const picture = zoom.locator('img.product-gallery-zoomed');
        await poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
        // Mantine's modal has settled once nothing but endless animations (a loader) is running.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        );
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${artifacts}/product-zoom-${viewport.width}x${viewport.height}.png` });

        const inView = async (
          what: string,
          box: { x: number; y: number; width: number; height: number } | null,
        ) => {
          expect({
            what,
            box: box && { top: box.y >= 0, bottom: box.y + box.height <= viewport.height + 0.5 },
          }).toEqual({
            what,
            box: { top: true, bottom: true },
          });
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width + 0.5).toBe(true);
        };
        await inView('the whole dialog', await page.locator('.mantine-Modal-content').boundingBox());
        await inView('the picture', await picture.boundingBox());
        await inView('Picture 2 of 2', await zoom.getByText('Picture 2 of 2').boundingBox());
        await inView('previous', await zoom.getByRole('button', { name: 'Previous picture' }).boundingBox());
        await inView('next', await zoom.getByRole('button', { name: 'Next picture' }).boundingBox());
        // Nothing to scroll to: the dialog holds all it has.
        expect(
          await page
            .locator('.mantine-Modal-body')
            .evaluate((body) => body.scrollHeight <= body.clientHeight + 1),
        ).toBe(true);
        // The picture is still worth enlarging: it fills most of the screen's height or width.
        const box = await picture.boundingBox();
        expect(
          Math.max((box?.height ?? 0) / viewport.height, (box?.width ?? 0) / viewport.width),
        ).toBeGreaterThan(0.5);

        await zoom.getByRole('button', { name: 'Next picture' }).click();
        await zoom.getByText('Picture 1 of 2').waitFor();
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    },
  );

  it('come in the size and format the browser needs: product cards carry a srcset and AVIF/WebP sources', async () => {
    await page.goto(`${portalUrl}/product/category/1`);
    const card = page.getByTestId('product-card').first();
    await card.waitFor();

    const img = card.locator('img.catalogue-card-image');
    expect(await img.getAttribute('srcset')).toMatch(/\?w=320 320w/);
    expect(await img.getAttribute('sizes')).toBeTruthy();
    expect(await img.getAttribute('width')).toBe('600');
    const types = await card
      .locator('picture source')
      .evaluateAll((sources) => sources.map((source) => source.getAttribute('type')));
    expect(types).toEqual(['image/avif', 'image/webp']);
    await poll(() => img.evaluate((element) => (element as HTMLImageElement).currentSrc), {
      timeout: 5_000,
    }).toMatch(/format=(avif|webp)/);
  });
});
