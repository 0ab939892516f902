import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { poll } from '../test/support/poll';
import { callApi } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl, repoRoot } from './support/stack';

const artifacts = path.join(repoRoot, 'e2e/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });

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

type Texts = typeof en;
type Counted = { value: string; count: number };
type Facets = {
  roasts: Counted[];
  grinds: Counted[];
  origins: (Counted & { name: string })[];
  brands: { id: number; name: string; count: number }[];
};
type ProductSearchAnswer = { meta: { total: number; facets: Facets } };

/** The facets as the API counts them for a list's query: what the page must show, read apart from the page. */
const facetsOf = async (path: string) =>
  ((await callApi('GET', path)) as unknown as ProductSearchAnswer).meta.facets;
const countOf = (values: { value: string; count: number }[], value: string) =>
  values.find((entry) => entry.value === value)?.count ?? 0;

const facets = (texts: Texts) => page.getByRole('complementary', { name: texts.searchFilters });
const checkbox = (texts: Texts, group: string, name: string) =>
  facets(texts).getByRole('group', { name: group }).getByRole('checkbox', { name, exact: true });
const total = () => page.getByTestId('catalogue-total');
const productCount = (texts: Texts, count: number) =>
  (count === 1 ? texts.catalogueProductCount_one : texts.catalogueProductCount).replace(
    '{{count}}',
    String(count),
  );
const cardNames = () => page.getByTestId('product-card').locator('.catalogue-card-name').allTextContents();
const cardPrices = async () =>
  (await page.getByTestId('product-card').locator('.catalogue-price').allTextContents()).map((text) =>
    Number(text.match(/\$([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, '')),
  );

async function inLanguage(language: 'en' | 'km') {
  if (language === 'en') return;
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.context().addCookies([{ name: 'language', value: language, url: portalUrl }]);
}

/** On a phone the facets wait behind the "Filters" button, in a drawer; on a wide screen they sit beside the list. */
async function openFacets(texts: Texts, width: number) {
  if (width >= 900) return;
  await page.getByRole('button', { name: texts.searchFiltersOpen }).click();
  await facets(texts).waitFor();
}
async function closeFacets(texts: Texts, width: number, count: number) {
  if (width >= 900) return;
  const show = (count === 1 ? texts.searchShowProducts_one : texts.searchShowProducts).replace(
    '{{count}}',
    String(count),
  );
  await page.getByRole('button', { name: show }).click();
  await facets(texts).waitFor({ state: 'hidden' });
}

const screens = [
  { language: 'en', texts: en, width: 1280 },
  { language: 'km', texts: km, width: 375 },
  { language: 'en', texts: en, width: 375 },
  { language: 'km', texts: km, width: 1280 },
] as const;

describe('facets with counts and sorting', () => {
  it.each(screens)(
    'narrows a category by roast, counts the grinds again, sorts by price and keeps it all in the URL ($language, $width px)',
    async ({ language, texts, width }) => {
      await inLanguage(language);
      await page.setViewportSize({ width, height: 900 });
      const all = await facetsOf('/product?categoryId=1&limit=1');
      const dark = await facetsOf('/product?categoryId=1&roast=dark&limit=1');
      const darkCount = countOf(all.roasts, 'dark');
      expect(darkCount).toBeGreaterThan(0);
      // Dark roasts are sold in fewer grinds than all the beans are: the grind counts must change.
      expect(countOf(dark.grinds, 'espresso')).toBeLessThan(countOf(all.grinds, 'espresso'));

      const allTotal = await totalOf('/product?categoryId=1&limit=1');

      await page.goto(`${portalUrl}/product/category/1`);
      await total().getByText(productCount(texts, allTotal)).waitFor();
      await openFacets(texts, width);
      const espresso = (facetCounts: Facets) =>
        checkbox(
          texts,
          texts.searchFacetGrind,
          `${texts.facetGrindEspresso} (${countOf(facetCounts.grinds, 'espresso')})`,
        );
      await espresso(all).waitFor();
      await checkbox(texts, texts.searchFacetRoast, `${texts.facetRoastDark} (${darkCount})`).check();
      await page.waitForURL(/roast=dark/);
      await total().getByText(productCount(texts, darkCount)).waitFor();
      await espresso(dark).waitFor();
      expect(
        await checkbox(texts, texts.searchFacetRoast, `${texts.facetRoastDark} (${darkCount})`).isChecked(),
      ).toBe(true);
      await page.screenshot({ path: `${artifacts}/category-facets-${language}-${width}.png` });
      await closeFacets(texts, width, darkCount);

      await page.getByLabel(texts.catalogueSortBy).selectOption('priceAsc');
      await page.waitForURL(/sort=priceAsc/);
      await poll(async () => {
        const prices = await cardPrices();
        return (
          prices.length === darkCount &&
          prices.every((price, i) => i === 0 || (prices[i - 1] as number) <= price)
        );
      }).toBe(true);

      // Shared as a link, the list opens as it was left: the roast ticked, the same products in the same order.
      const shared = page.url();
      const names = await cardNames();
      await page.goto(`${portalUrl}/`);
      await page.goto(shared);
      await poll(() => cardNames()).toEqual(names);
      expect(await page.getByLabel(texts.catalogueSortBy).inputValue()).toBe('priceAsc');
      await openFacets(texts, width);
      expect(
        await checkbox(texts, texts.searchFacetRoast, `${texts.facetRoastDark} (${darkCount})`).isChecked(),
      ).toBe(true);
      await page.screenshot({ path: `${artifacts}/category-facets-shared-${language}-${width}.png` });

      // One control takes every choice back; the sort stays.
      await facets(texts).getByRole('button', { name: texts.searchClearFilters }).click();
      await page.waitForURL(
        (url) => !url.searchParams.has('roast') && url.searchParams.get('sort') === 'priceAsc',
      );
    },
  );

  it.each(screens)(
    'narrows a search by roast and by brand, sorts it by price high to low, and steps back through it ($language, $width px)',
    async ({ language, texts, width }) => {
      await inLanguage(language);
      await page.setViewportSize({ width, height: 900 });
      const all = await facetsOf('/search?key=coffee&limit=1');
      const allTotal = await totalOf('/search?key=coffee&limit=1');
      const medium = await facetsOf('/search?key=coffee&roast=medium&limit=1');
      const mediumCount = countOf(all.roasts, 'medium');
      expect(mediumCount).toBeGreaterThan(0);
      expect(mediumCount).toBeLessThan(allTotal);

      await page.goto(`${portalUrl}/search?key=coffee`);
      await total().getByText(productCount(texts, allTotal)).waitFor();
      await openFacets(texts, width);
      await checkbox(texts, texts.searchFacetRoast, `${texts.facetRoastMedium} (${mediumCount})`).check();
      await page.waitForURL(/roast=medium/);
      await total().getByText(productCount(texts, mediumCount)).waitFor();
      // The other facets now count among the medium roasts (brands are named in the page's language).
      const brandCounts = async () =>
        (
          await facets(texts)
            .getByRole('group', { name: texts.catalogueBrand })
            .locator('.catalogue-facet-count')
            .allTextContents()
        ).sort();
      await poll(brandCounts).toEqual(medium.brands.map((brand) => `(${brand.count})`).sort());
      await page.screenshot({ path: `${artifacts}/search-facets-${language}-${width}.png` });
      await closeFacets(texts, width, mediumCount);

      await page.getByLabel(texts.catalogueSortBy).selectOption('priceDesc');
      await page.waitForURL(/sort=priceDesc/);
      await poll(async () => {
        const prices = await cardPrices();
        return (
          prices.length === mediumCount &&
          prices.every((price, i) => i === 0 || (prices[i - 1] as number) >= price)
        );
      }).toBe(true);

      const shared = page.url();
      expect(new URL(shared).searchParams.get('key')).toBe('coffee');

      // The back button steps back one choice at a time, each shown before the next step.
      await page.goBack();
      await poll(() => page.getByLabel(texts.catalogueSortBy).inputValue()).toBe('relevance');
      expect(new URL(page.url()).searchParams.get('roast')).toBe('medium');
      await total().getByText(productCount(texts, mediumCount)).waitFor();
      await page.goBack();
      await total().getByText(productCount(texts, allTotal)).waitFor();
      expect(new URL(page.url()).searchParams.has('roast')).toBe(false);

      // Shared as a link, the search opens as it was left: the roast ticked, sorted by price high to low.
      await page.goto(shared);
      await total().getByText(productCount(texts, mediumCount)).waitFor();
      expect(await page.getByLabel(texts.catalogueSortBy).inputValue()).toBe('priceDesc');
      await poll(async () => {
        const prices = await cardPrices();
        return (
          prices.length === mediumCount &&
          prices.every((price, i) => i === 0 || (prices[i - 1] as number) >= price)
        );
      }).toBe(true);
      await openFacets(texts, width);
      const ticked = checkbox(texts, texts.searchFacetRoast, `${texts.facetRoastMedium} (${mediumCount})`);
      expect(await ticked.isChecked()).toBe(true);
      await page.screenshot({ path: `${artifacts}/search-facets-shared-${language}-${width}.png` });
    },
  );

  it('finds past a typo and ticks two origins, any of which a product comes from', async () => {
    await page.goto(`${portalUrl}/search?key=arabca`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await cardNames()).toContain('Colombia Supremo Arabica');

    const all = await facetsOf('/search?key=coffee&limit=1');
    const origins = all.origins.filter((origin) => ['Mondulkiri', 'Ratanakiri'].includes(origin.value));
    expect(origins).toHaveLength(2);
    await page.goto(`${portalUrl}/search?key=coffee`);
    for (const origin of origins)
      await checkbox(en, en.searchFacetOrigin, `${origin.name} (${origin.count})`).check();
    await page.waitForURL(/origin=Mondulkiri%2CRatanakiri|origin=Mondulkiri,Ratanakiri/);
    const both = origins.reduce((sum, origin) => sum + origin.count, 0);
    await total().getByText(productCount(en, both)).waitFor();
    expect(await cardNames()).toContain('Mondulkiri Arabica Honey Process');
    expect(await cardNames()).toContain('Ratanakiri Robusta Dark Roast');
  });
});

async function totalOf(path: string) {
  return ((await callApi('GET', path)) as unknown as ProductSearchAnswer).meta.total;
}
