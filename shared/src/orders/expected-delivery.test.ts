import { describe, expect, it } from '@jest/globals';
import { expectedDeliveryMessage } from './expected-delivery';

describe('the expected delivery in words', () => {
  it('names each kind with its days as day-month-year', () => {
    expect(expectedDeliveryMessage({ kind: 'slot', date: '2026-01-02', slot: 'morning' })).toEqual({
      key: 'deliveryExpectedMorning',
      values: { date: '02-01-2026' },
    });
    expect(expectedDeliveryMessage({ kind: 'slot', date: '2026-01-02', slot: 'afternoon' }).key).toBe(
      'deliveryExpectedAfternoon',
    );
    expect(expectedDeliveryMessage({ kind: 'day', date: '2026-01-03' })).toEqual({
      key: 'deliveryExpectedDay',
      values: { date: '03-01-2026' },
    });
    expect(expectedDeliveryMessage({ kind: 'range', from: '2026-01-05', to: '2026-01-08' })).toEqual({
      key: 'deliveryExpectedRange',
      values: { from: '05-01-2026', to: '08-01-2026' },
    });
  });

  it('gives a pickup’s day and time in Phnom Penh, whatever zone the browser is in', () => {
    // 09:36 UTC is 16:36 in Phnom Penh.
    expect(expectedDeliveryMessage({ kind: 'pickup', at: '2026-11-23T09:36:00.000Z' })).toEqual({
      key: 'deliveryPickupAt',
      values: { at: '23-11-2026 16:36' },
    });
    expect(expectedDeliveryMessage({ kind: 'pickup', at: '2026-11-23T20:00:00.000Z' }).values.at).toBe(
      '24-11-2026 03:00',
    );
  });
});
