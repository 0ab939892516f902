import { describe, expect, it } from '@jest/globals';
import type { OrderCount } from '@portal/shared/contract';
import {
  customerCanCancel,
  dateRangeIsValid,
  dayFromQuery,
  orderListParams,
  orderTabs,
  tabCount,
  tabFromQuery,
} from './order-history';

describe('order history tabs', () => {
  it('has "all" and the twelve statuses of spec section 4', () => {
    expect(orderTabs[0]).toBe('all');
    expect(orderTabs).toHaveLength(13);
    expect(orderTabs).toContain('waiting_for_payment');
  });

  it('reads the tab from ?status=, anything unknown being "all"', () => {
    expect(tabFromQuery('pending')).toBe('pending');
    expect(tabFromQuery('canceled')).toBe('canceled');
    expect(tabFromQuery('nope')).toBe('all');
    expect(tabFromQuery(null)).toBe('all');
  });

  it('counts a tab from order/count, unknown statuses being 0 and no count yet being null', () => {
    const count: OrderCount = { all: 5, byStatus: { pending: 3, canceled: 2 } as OrderCount['byStatus'] };
    expect(tabCount(count, 'all')).toBe(5);
    expect(tabCount(count, 'pending')).toBe(3);
    expect(tabCount(count, 'closed')).toBe(0);
    expect(tabCount(undefined, 'pending')).toBeNull();
  });
});

describe('order list query', () => {
  it('sends limit, offset from the page, the status and the day range', () => {
    expect(
      orderListParams({ tab: 'pending', page: 3, startDate: '2026-01-01', endDate: '2026-01-31' }),
    ).toEqual({
      status: 'pending',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      limit: 10,
      offset: 20,
    });
  });

  it('drops "all", empty dates and a reversed range', () => {
    expect(orderListParams({ tab: 'all', page: 1, startDate: '', endDate: '' })).toEqual({
      limit: 10,
      offset: 0,
    });
    expect(orderListParams({ tab: 'all', page: 1, startDate: '2026-02-01', endDate: '' })).toEqual({
      startDate: '2026-02-01',
      limit: 10,
      offset: 0,
    });
    expect(orderListParams({ tab: 'all', page: 1, startDate: '2026-02-02', endDate: '2026-02-01' })).toEqual({
      limit: 10,
      offset: 0,
    });
  });

  it('accepts only real YYYY-MM-DD days from the address bar', () => {
    expect(dayFromQuery('2026-03-04')).toBe('2026-03-04');
    expect(dayFromQuery('2026-13-45')).toBe('');
    expect(dayFromQuery('04-03-2026')).toBe('');
    expect(dayFromQuery(null)).toBe('');
    expect(dateRangeIsValid('2026-01-02', '2026-01-02')).toBe(true);
    expect(dateRangeIsValid('2026-01-03', '2026-01-02')).toBe(false);
    expect(dateRangeIsValid('', '2026-01-02')).toBe(true);
  });
});

describe('order detail', () => {
  it('lets the customer cancel only a pending or unpaid online order', () => {
    expect(customerCanCancel({ paymentMethod: 'cash_on_delivery', status: 'pending' })).toBe(true);
    expect(customerCanCancel({ paymentMethod: 'credit_line', status: 'pending' })).toBe(true);
    expect(customerCanCancel({ paymentMethod: 'online_bank', status: 'waiting_for_payment' })).toBe(true);
    expect(customerCanCancel({ paymentMethod: 'cash_on_delivery', status: 'pending_delivery' })).toBe(false);
    expect(customerCanCancel({ paymentMethod: 'card', status: 'paid_pending_delivery' })).toBe(false);
    expect(customerCanCancel({ paymentMethod: 'cash_on_delivery', status: 'canceled' })).toBe(false);
  });
});
