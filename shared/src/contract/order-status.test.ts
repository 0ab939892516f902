import { describe, expect, it } from '@jest/globals';
import {
  canTransition,
  finalOrderStatuses,
  initialOrderStatus,
  nextOrderStatuses,
  orderStatuses,
  orderStatusKey,
  orderTransitions,
  paymentMethods,
} from './order-status';

const reachable = (method: (typeof paymentMethods)[number]) => {
  const seen = new Set([initialOrderStatus(method)]);
  const queue = [initialOrderStatus(method)];
  while (queue.length) {
    const from = queue.shift() as (typeof orderStatuses)[number];
    for (const to of nextOrderStatuses(method, from)) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
};

describe('order status transitions', () => {
  it('starts online orders waiting for payment and the others pending', () => {
    expect(initialOrderStatus('online_bank')).toBe('waiting_for_payment');
    expect(initialOrderStatus('card')).toBe('waiting_for_payment');
    expect(initialOrderStatus('cash_on_delivery')).toBe('pending');
    expect(initialOrderStatus('credit_line')).toBe('pending');
  });

  it('lets the gateway mark an online order paid, and staff a bank transfer they see received, never the buyer', () => {
    expect(canTransition('online_bank', 'waiting_for_payment', 'paid_pending_delivery', 'gateway')).toBe(
      true,
    );
    expect(canTransition('online_bank', 'waiting_for_payment', 'paid_pending_delivery', 'customer')).toBe(
      false,
    );
    expect(canTransition('online_bank', 'waiting_for_payment', 'paid_pending_delivery', 'staff')).toBe(true);
    expect(canTransition('card', 'waiting_for_payment', 'paid_pending_delivery', 'staff')).toBe(false);
  });

  it("lists only staff's own next moves when asked for them", () => {
    expect(nextOrderStatuses('online_bank', 'waiting_for_payment', 'staff')).toEqual([
      'canceled',
      'paid_pending_delivery',
    ]);
    expect(nextOrderStatuses('cash_on_delivery', 'pending', 'staff')).toEqual([
      'pending_delivery',
      'rejected',
    ]);
  });

  it('collects cash at the door: a cash order travels as pending payment', () => {
    expect(
      canTransition('cash_on_delivery', 'pending_delivery', 'on_delivery_pending_payment', 'staff'),
    ).toBe(true);
    expect(canTransition('cash_on_delivery', 'pending_delivery', 'on_delivery', 'staff')).toBe(false);
    expect(canTransition('cash_on_delivery', 'delivered_pending_payment', 'completed', 'staff')).toBe(true);
  });

  it('lets a customer cancel only before the order is accepted or paid', () => {
    for (const method of paymentMethods) {
      const cancels = orderTransitions[method].filter((m) => m.by === 'customer');
      expect(cancels.every((m) => m.to === 'canceled')).toBe(true);
      expect(cancels.map((m) => m.from)).toEqual([initialOrderStatus(method)]);
    }
  });

  it('never leaves a final status', () => {
    for (const method of paymentMethods) {
      for (const status of finalOrderStatuses) expect(nextOrderStatuses(method, status)).toEqual([]);
    }
  });

  it('reaches closed from the first status along every method, and uses all twelve statuses overall', () => {
    const all = new Set<string>();
    for (const method of paymentMethods) {
      const seen = reachable(method);
      expect(seen.has('closed')).toBe(true);
      for (const status of seen) all.add(status);
    }
    expect([...all].sort()).toEqual([...orderStatuses].sort());
  });

  it('names each status label key in camelCase', () => {
    expect(orderStatusKey('on_delivery_pending_payment')).toBe('orderStatusOnDeliveryPendingPayment');
  });
});
