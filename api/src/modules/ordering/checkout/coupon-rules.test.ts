import { describe, expect, it } from '@jest/globals';
import { type CouponRow, evaluateCoupon } from './coupon-rules';

const now = new Date('2026-11-22T10:00:00Z');
const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  id: 1,
  code: 'TEN',
  title: '10%',
  title_km: null,
  discount_type: 'percent',
  discount_value: 10,
  max_discount_cents: null,
  min_order_cents: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  usage_limit_per_user: null,
  used_count: 0,
  customer_group_id: null,
  category_id: null,
  is_active: true,
  ...overrides,
});
const ctx = { now, orderAmount: 5_000, customerGroupId: 142, categoryIds: [1], usedByUser: 0 };

describe('coupon rules', () => {
  it('takes a percentage, capped at the maximum', () => {
    expect(evaluateCoupon(coupon(), ctx)).toEqual({ ok: true, discount: 500 });
    expect(evaluateCoupon(coupon({ max_discount_cents: 300 }), ctx)).toEqual({ ok: true, discount: 300 });
  });
  it('never discounts more than the order', () => {
    expect(evaluateCoupon(coupon({ discount_type: 'amount', discount_value: 9_000 }), ctx)).toEqual({
      ok: true,
      discount: 5_000,
    });
  });
  it('refuses unknown, expired, not yet started and inactive coupons', () => {
    expect(evaluateCoupon(undefined, ctx)).toEqual({ ok: false, reason: 'couponNotFound' });
    expect(evaluateCoupon(coupon({ is_active: false }), ctx)).toMatchObject({ reason: 'couponNotFound' });
    expect(evaluateCoupon(coupon({ ends_at: now }), ctx)).toMatchObject({ reason: 'couponExpired' });
    expect(evaluateCoupon(coupon({ starts_at: new Date(now.getTime() + 1) }), ctx)).toMatchObject({
      reason: 'couponNotStarted',
    });
  });
  it('refuses a coupon of another customer group or category', () => {
    expect(evaluateCoupon(coupon({ customer_group_id: 143 }), ctx)).toMatchObject({
      reason: 'couponNotApplicable',
    });
    expect(evaluateCoupon(coupon({ category_id: 2 }), ctx)).toMatchObject({ reason: 'couponNotApplicable' });
    expect(evaluateCoupon(coupon({ category_id: 1 }), ctx)).toMatchObject({ ok: true });
  });
  it('needs the minimum order', () => {
    expect(evaluateCoupon(coupon({ min_order_cents: 5_001 }), ctx)).toMatchObject({
      reason: 'couponMinimumOrderNotReached',
    });
    expect(evaluateCoupon(coupon({ min_order_cents: 5_000 }), ctx)).toMatchObject({ ok: true });
  });
  it('stops at the overall and per-user limits', () => {
    expect(evaluateCoupon(coupon({ usage_limit: 3, used_count: 3 }), ctx)).toMatchObject({
      reason: 'couponUsageLimitReached',
    });
    expect(evaluateCoupon(coupon({ usage_limit_per_user: 1 }), { ...ctx, usedByUser: 1 })).toMatchObject({
      reason: 'couponAlreadyUsed',
    });
  });
});
