import { describe, expect, it } from '@jest/globals';
import { toListParams } from './list-params';

describe('list call parameters (spec section 7)', () => {
  it('defaults the limit to 10 and starts at offset 0', () => {
    expect(toListParams()).toEqual({ limit: 10, offset: 0 });
  });

  it('turns the 1-based page into an offset and sends neither page nor a given offset', () => {
    expect(toListParams({ page: 3, limit: 20, offset: 999 })).toEqual({ limit: 20, offset: 40 });
    expect(toListParams({ page: 2 })).toEqual({ limit: 10, offset: 10 });
  });

  it('removes empty filters: undefined, null, empty strings and empty lists', () => {
    const params = toListParams({
      status: '',
      type: null,
      brand: undefined,
      ids: [],
      key: 'latte',
      categoryId: 0,
    });
    expect(params).toEqual({ limit: 10, offset: 0, key: 'latte', categoryId: 0 });
  });

  it('keeps non-empty lists and false', () => {
    expect(toListParams({ ids: [1, 2], isWeb: false })).toEqual({
      limit: 10,
      offset: 0,
      ids: [1, 2],
      isWeb: false,
    });
  });

  it('splits dateRange into startDate and endDate as YYYY-MM-DD', () => {
    const params = toListParams({ dateRange: [new Date(2024, 0, 5), '2024-02-29'] });
    expect(params).toEqual({ limit: 10, offset: 0, startDate: '2024-01-05', endDate: '2024-02-29' });
  });

  it('sends only the dates a half-open range has', () => {
    expect(toListParams({ dateRange: [null, '2024-03-01'] })).toEqual({
      limit: 10,
      offset: 0,
      endDate: '2024-03-01',
    });
  });
});
