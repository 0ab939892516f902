import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { poll } from '../test/support/poll';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = browser.page();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

const facets = () => page.getByRole('complementary', { name: /Narrow the results|បង្រួមលទ្ធផល/ });
const facet = (group: string, name: RegExp) =>
  facets().getByRole('region', { name: group }).getByRole('button', { name });
const total = () => page.getByTestId('catalogue-total');
const cardNames = () => page.getByTestId('product-card').locator('.catalogue-card-name').allTextContents();
const countIn = async (button: ReturnType<typeof facet>) =>
  Number((await button.textContent())?.match(/\((\d+)\)\s*$/)?.[1]);

describe('the search page', () => {
  it('finds past a typo and narrows by a facet whose count it keeps, in the URL, with the back button', async () => {
    await page.goto(`${portalUrl}/search?key=arabca`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await cardNames()).toContain('Colombia Supremo Arabica');

    await page.goto(`${portalUrl}/search?key=coffee`);
    const house = facet('Brand', /^Coffee Portal Roasters \(\d+\)$/);
    await house.waitFor();
    const all = await total().textContent();
    const houseCount = await countIn(house);
    expect(houseCount).toBeGreaterThan(1);
    await house.click();
    await page.waitForURL(/brandId=\d+/);
    await poll(() => total().textContent()).toBe(`${houseCount} products`);
    expect(await house.getAttribute('aria-pressed')).toBe('true');

    const mondulkiri = facet('Origin', /^Mondulkiri \(1\)$/);
    await mondulkiri.click();
    await page.waitForURL(/origin=Mondulkiri/);
    await poll(() => cardNames()).toEqual(['Mondulkiri Arabica Honey Process']);

    // Shared as a link, the search opens as it was left.
    const shared = page.url();
    await page.goto(`${portalUrl}/`);
    await page.goto(shared);
    await poll(() => cardNames()).toEqual(['Mondulkiri Arabica Honey Process']);
    expect(await facet('Origin', /^Mondulkiri/).getAttribute('aria-pressed')).toBe('true');

    // Back past the home page and the shared link, then one chosen facet at a time.
    await page.goBack();
    await page.goBack();
    await poll(() => cardNames()).toEqual(['Mondulkiri Arabica Honey Process']);
    await page.goBack();
    await poll(() => new URL(page.url()).searchParams.has('origin')).toBe(false);
    expect(new URL(page.url()).searchParams.has('brandId')).toBe(true);
    await poll(() => total().textContent()).toBe(`${houseCount} products`);
    await page.goBack();
    await poll(() => total().textContent()).toBe(all);
    expect(await house.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the facets on a 375 px phone, above the results, in Khmer', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => localStorage.setItem('language', 'km'));
    await page.context().addCookies([{ name: 'language', value: 'km', url: portalUrl }]);
    await page.goto(`${portalUrl}/search?key=${encodeURIComponent('អ៊ីតាលី')}`);
    const italy = facet('ប្រភពដើម', /^អ៊ីតាលី \(3\)$/);
    await italy.waitFor();
    const box = await facets().boundingBox();
    const firstCard = await page.getByTestId('product-card').first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(box && firstCard && box.y < firstCard.y).toBe(true);
    const machines = facet('ប្រភេទ', /^ម៉ាស៊ីនកិនកាហ្វេ \(1\)$/);
    await machines.click();
    await page.waitForURL(/categoryId=302/);
    await poll(() => cardNames()).toEqual(['ម៉ាស៊ីនកិនកាហ្វេ ម៉ាហ្សឺ']);
  });
});
