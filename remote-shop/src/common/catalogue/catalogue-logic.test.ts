import { describe, expect, it } from '@jest/globals';
import { filtersFromSearch, filtersToSearch, pageCount, productQueryOf } from './list-filters';
import { productPath, productSlug } from './product-url';
import { clampQuantity, stockMessage } from './stock-message';
import { chosenVariant, initialChoice, valueInStock } from './variant-choice';

const options = [
  { id: 1, values: [{ id: 11 }, { id: 12 }] },
  { id: 2, values: [{ id: 21 }, { id: 22 }] },
];
const variants = [
  { id: 100, optionValueIds: [11, 21], stock: 0 },
  { id: 101, optionValueIds: [11, 22], stock: 4 },
  { id: 102, optionValueIds: [12, 21], stock: 9 },
  { id: 103, optionValueIds: [12, 22], stock: 0 },
];

describe('product links', () => {
  it('puts a readable name before the id and drops it when nothing is left', () => {
    expect(productSlug('Café Starter Package')).toBe('cafe-starter-package');
    expect(productPath({ id: 7, name: 'Double-Wall Glass Cup (set of 2)' })).toBe(
      '/product/double-wall-glass-cup-set-of-2/7',
    );
    expect(productPath({ id: 8, name: '***' })).toBe('/product/8');
    expect(productSlug('កាហ្វេ Blend')).toBe('កាហ្វេ-blend');
  });
});

describe('choosing options', () => {
  it('finds the variant of a complete choice only', () => {
    expect(chosenVariant(options, variants, { 1: 12, 2: 21 })?.id).toBe(102);
    expect(chosenVariant(options, variants, { 1: 12 })).toBeNull();
    expect(chosenVariant([], [variants[1] as (typeof variants)[number]], {})?.id).toBe(101);
  });

  it('marks values that lead only to sold-out combinations', () => {
    expect(valueInStock(variants, { 1: 11 }, 2, 21)).toBe(false);
    expect(valueInStock(variants, { 1: 11 }, 2, 22)).toBe(true);
    expect(valueInStock(variants, {}, 1, 12)).toBe(true);
  });

  it('starts from the first combination in stock', () => {
    expect(initialChoice(options, variants)).toEqual({ 1: 11, 2: 22 });
  });
});

describe('stock messages and quantity', () => {
  it('says in stock, only N left, out of stock, or asks for a choice', () => {
    expect(stockMessage({ stock: 30, stockState: 'inStock' }, false).key).toBe('catalogueInStock');
    expect(stockMessage({ stock: 5, stockState: 'lowStock' }, false)).toEqual({
      key: 'catalogueOnlyLeft',
      params: { count: 5 },
      tone: 'low',
    });
    expect(stockMessage({ stock: 0, stockState: 'outOfStock' }, false).tone).toBe('out');
    expect(stockMessage(null, true).key).toBe('catalogueChooseOptions');
  });

  it('keeps the quantity above 0 and within stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});

describe('listing filters', () => {
  it("reads and writes a category page's URL (the category is the page's own) and turns pages into offsets", () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'page=3&sort=priceDesc&minPrice=1050&inStock=true&brandId=x&roast=dark&categoryId=9',
      ),
    );
    expect(filters).toMatchObject({ page: 3, sort: 'priceDesc', minPrice: 1050, inStock: true, brandId: [] });
    expect(filters).not.toHaveProperty('categoryId');
    expect(filtersToSearch(filters).toString()).toBe(
      'roast=dark&minPrice=1050&inStock=true&sort=priceDesc&page=3',
    );
    expect(productQueryOf(1, filters)).toEqual({
      categoryId: 1,
      limit: 12,
      offset: 24,
      sort: 'priceDesc',
      roast: 'dark',
      minPrice: 1050,
      inStock: 'true',
    });
    expect(filtersFromSearch(new URLSearchParams('sort=cheapest&page=-1'))).toMatchObject({
      page: 1,
      sort: 'newest',
      inStock: false,
    });
    expect(pageCount(25)).toBe(3);
    expect(pageCount(0)).toBe(1);
  });
});
