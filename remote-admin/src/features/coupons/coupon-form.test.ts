import { describe, expect, it } from '@jest/globals';
import type { AdminCoupon } from '@portal/shared/contract';
import { adminCouponFormSchema, couponDays, couponWindow } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { type CouponForm, couponFormOf } from './coupon-form';

/** What the form sends, or the key it shows for the first failing rule. */
const couponBodyOf = (typed: CouponForm) => {
  const error = firstFailure(adminCouponFormSchema, typed);
  return error ? { body: null, error } : { body: adminCouponFormSchema.parse(typed), error: null };
};

const form = (patch: Partial<CouponForm> = {}): CouponForm => ({
  ...couponFormOf(null),
  code: 'rainy',
  title: 'Rainy',
  value: '10',
  ...patch,
});

describe('the coupon form', () => {
  it('sends a percent as a whole number and money as integer cents; blank limits and days are none', () => {
    expect(couponBodyOf(form({ maxDiscount: '20', minOrder: '$1,000.5', usageLimit: '100' }))).toEqual({
      body: expect.objectContaining({
        code: 'rainy',
        discountType: 'percent',
        discountValue: 10,
        maxDiscountCents: 2_000,
        minOrderCents: 100_050,
        usageLimit: 100,
        usageLimitPerUser: null,
        startDate: null,
        endDate: null,
        customerGroupId: null,
      }),
      error: null,
    });
    expect(couponBodyOf(form({ discountType: 'amount', value: '5.25' })).body?.discountValue).toBe(525);
  });

  it.each<[Partial<CouponForm>, string]>([
    [{ value: '' }, 'adminCouponValueInvalid'],
    [{ value: '12.5' }, 'adminCouponValueInvalid'],
    [{ value: '150' }, 'adminCouponPercentTooHigh'],
    [{ discountType: 'amount', value: '0' }, 'adminCouponValueInvalid'],
    [{ minOrder: '-5' }, 'adminCataloguePriceNegative'],
    [{ maxDiscount: '1.234' }, 'adminCataloguePriceNotWholeCents'],
    [{ usageLimit: '0' }, 'adminCouponLimitInvalid'],
    [{ usageLimitPerUser: 'once' }, 'adminCouponLimitInvalid'],
    [{ code: 'two words' }, 'adminCouponCodeInvalid'],
    [{ title: '' }, 'adminCouponTitleIsRequired'],
    [{ startDate: '2026-05-02', endDate: '2026-05-01' }, 'adminCouponEndBeforeStart'],
  ])('refuses %j with %s', (patch, key) => {
    expect(couponBodyOf(form(patch))).toEqual({ body: null, error: key });
  });

  it('shows a saved coupon back as it was typed', () => {
    const saved: AdminCoupon = {
      id: 1,
      code: 'COFFEE5',
      title: '$5 off',
      titleKm: null,
      discountType: 'amount',
      discountValue: 500,
      maxDiscountCents: null,
      minOrderCents: 5_000,
      startsAt: null,
      endsAt: null,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      usageLimit: null,
      usageLimitPerUser: 1,
      usedCount: 3,
      customerGroupId: 143,
      categoryId: null,
      isActive: true,
      createdAt: '2026-05-01T00:00:00.000Z',
    };
    expect(couponFormOf(saved)).toMatchObject({
      value: '5.00',
      minOrder: '50.00',
      maxDiscount: '',
      usageLimitPerUser: '1',
      customerGroupId: '143',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
  });
});

describe('coupon days', () => {
  it('run from midnight in Phnom Penh on the first day to midnight after the last', () => {
    const window = couponWindow('2026-06-01', '2026-06-30');
    expect(window.startsAt?.toISOString()).toBe('2026-05-31T17:00:00.000Z');
    expect(window.endsAt?.toISOString()).toBe('2026-06-30T17:00:00.000Z');
    expect(couponDays(window.startsAt, window.endsAt)).toEqual({
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    expect(couponWindow(null, undefined)).toEqual({ startsAt: null, endsAt: null });
    expect(couponDays(null, null)).toEqual({ startDate: null, endDate: null });
  });
});
