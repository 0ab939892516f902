import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { poll } from '../test/support/poll';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

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
