import { describe, expect, it } from '@jest/globals';
import { searchFromParams, searchQueryOf, searchToParams } from './search-params';

describe('a search in the URL', () => {
  it('reads back what it wrote, facets and sort included, the words first', () => {
    const params = new URLSearchParams(
      'key=arabica&categoryId=1&brandId=2&origin=Mondulkiri&roast=light,dark&grind=espresso&minPrice=1000&maxPrice=2499&inStock=true&sort=priceAsc&page=2',
    );
    const state = searchFromParams(params);
    expect(state).toEqual({
      key: 'arabica',
      filters: {
        page: 2,
        sort: 'priceAsc',
        categoryId: 1,
        brandId: ['2'],
        origin: ['Mondulkiri'],
        roast: ['dark', 'light'],
        grind: ['espresso'],
        type: [],
        minPrice: 1000,
        maxPrice: 2499,
        inStock: true,
      },
    });
    expect(searchToParams(state).toString()).toMatch(/^key=arabica&/);
    expect(searchFromParams(searchToParams(state))).toEqual(state);
    expect(searchQueryOf(state)).toMatchObject({
      key: 'arabica',
      offset: 12,
      sort: 'priceAsc',
      roast: 'dark,light',
      minPrice: 1000,
      maxPrice: 2499,
      inStock: 'true',
    });
  });

  it('ignores what is not a facet value or a sort, and leaves the best match out of the URL', () => {
    const state = searchFromParams(
      new URLSearchParams('key=x&categoryId=abc&minPrice=-5&page=0&sort=cheapest'),
    );
    expect(state.filters).toMatchObject({ page: 1, sort: 'relevance', brandId: [], inStock: false });
    expect(state.filters).not.toHaveProperty('categoryId');
    expect(searchToParams(state).toString()).toBe('key=x');
  });
});
