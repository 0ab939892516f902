import { describe, expect, it } from '@jest/globals';
import { searchFromParams, searchQueryOf, searchToParams, toggleFacet } from './search-params';

describe('a search in the URL', () => {
  it('reads back what it wrote, facets included', () => {
    const params = new URLSearchParams(
      'key=arabica&categoryId=1&brandId=2&origin=Mondulkiri&minPrice=1000&maxPrice=2499&inStock=true&page=2',
    );
    const state = searchFromParams(params);
    expect(state).toEqual({
      key: 'arabica',
      page: 2,
      categoryId: 1,
      brandId: 2,
      origin: 'Mondulkiri',
      minPrice: 1000,
      maxPrice: 2499,
      inStock: true,
    });
    expect(searchFromParams(searchToParams(state))).toEqual(state);
    expect(searchQueryOf(state)).toMatchObject({
      offset: 12,
      minPrice: 1000,
      maxPrice: 2499,
      inStock: 'true',
    });
  });

  it('ignores what is not a facet value', () => {
    expect(searchFromParams(new URLSearchParams('key=x&categoryId=abc&minPrice=-5&page=0'))).toEqual({
      key: 'x',
      page: 1,
      inStock: false,
    });
  });

  it('chooses a facet value, takes it back on a second choice, and starts again at page one', () => {
    const start = searchFromParams(new URLSearchParams('key=coffee&page=3'));
    const brand = toggleFacet(start, { brandId: 4 });
    expect(brand).toEqual({ key: 'coffee', page: 1, brandId: 4, inStock: false });
    expect(toggleFacet(brand, { brandId: 4 })).toEqual({ key: 'coffee', page: 1, inStock: false });
    const priced = toggleFacet(brand, { minPrice: 50000 });
    expect(priced).toEqual({ key: 'coffee', page: 1, brandId: 4, minPrice: 50000, inStock: false });
    expect(toggleFacet(priced, { minPrice: 1000, maxPrice: 2499 })).toMatchObject({
      minPrice: 1000,
      maxPrice: 2499,
    });
    expect(toggleFacet(start, { inStock: true }).inStock).toBe(true);
  });
});
