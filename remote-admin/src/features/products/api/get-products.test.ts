import { describe, expect, it } from '@jest/globals';
import { productListParams } from './get-products';

describe('the product list query', () => {
  it('sends only the filters that are set, 20 to a page', () => {
    expect(productListParams({ search: ' ', categoryId: '101', status: 'unpublished', offset: 20 })).toEqual({
      limit: 20,
      offset: 20,
      categoryId: '101',
      status: 'unpublished',
    });
  });
});
