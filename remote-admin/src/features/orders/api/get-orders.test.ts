import { describe, expect, it } from '@jest/globals';
import { orderListParams } from './get-orders';

describe('the order list query', () => {
  it('sends only the filters that are set, 20 to a page', () => {
    expect(
      orderListParams({
        status: 'pending',
        paymentMethod: '',
        startDate: '2026-11-01',
        endDate: '',
        customer: '  ',
        offset: 40,
      }),
    ).toEqual({ limit: 20, offset: 40, status: 'pending', startDate: '2026-11-01' });
  });
});
