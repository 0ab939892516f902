import { describe, expect, it } from '@jest/globals';
import {
  chosenCount,
  filtersFromParams,
  filtersToParams,
  toggleCategory,
  togglePrice,
  toggleValue,
  withoutFacets,
} from './facet-filters';

const sorts = ['newest', 'priceAsc'] as const;
const read = (query: string) => filtersFromParams(new URLSearchParams(query), sorts, 'newest');

describe("a list's facets in the URL", () => {
  it('ticks several values of a facet, unticks one, and starts again at page one', () => {
    const start = read('page=3');
    const dark = toggleValue(start, 'roast', 'dark');
    const both = toggleValue(dark, 'roast', 'light');
    expect(both).toMatchObject({ page: 1, roast: ['dark', 'light'] });
    expect(filtersToParams(both, 'newest').toString()).toBe('roast=dark%2Clight');
    expect(toggleValue(both, 'roast', 'dark').roast).toEqual(['light']);
    expect(read(filtersToParams(both, 'newest').toString())).toEqual(both);
  });

  it('chooses one category and one price range, and takes each back on a second choice', () => {
    const start = read('');
    const machines = toggleCategory(start, 3);
    expect(machines.categoryId).toBe(3);
    expect(toggleCategory(machines, 3)).not.toHaveProperty('categoryId');
    const cheap = togglePrice(start, 0, 999);
    expect(cheap).toMatchObject({ minPrice: 0, maxPrice: 999 });
    const dear = togglePrice(cheap, 50000, null);
    expect(dear.minPrice).toBe(50000);
    expect(dear).not.toHaveProperty('maxPrice');
    expect(togglePrice(dear, 50000, null)).not.toHaveProperty('minPrice');
  });

  it('counts the chosen values and clears them all, keeping the sort', () => {
    const chosen = read(
      'categoryId=1&brandId=2,5&grind=filter&minPrice=0&maxPrice=999&inStock=true&sort=priceAsc',
    );
    expect(chosenCount(chosen)).toBe(6);
    expect(chosenCount(chosen, false)).toBe(5);
    const cleared = withoutFacets(chosen);
    expect(chosenCount(cleared)).toBe(0);
    expect(filtersToParams(cleared, 'newest').toString()).toBe('sort=priceAsc');
  });
});
