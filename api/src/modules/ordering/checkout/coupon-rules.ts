/** A coupon as the rules see it: money in cents. */
export type CouponRow = {
  id: number;
  code: string;
  title: string;
  title_km: string | null;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount_cents: number | null;
  min_order_cents: number;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  used_count: number;
  customer_group_id: number | null;
  category_id: number | null;
  is_active: boolean;
};

export type CouponContext = {
  now: Date;
  /** What the lines cost after promotion prices (cents). */
  orderAmount: number;
  customerGroupId: number;
  categoryIds: readonly number[];
  usedByUser: number;
};

export type CouponVerdict = { ok: true; discount: number } | { ok: false; reason: CouponRefusal };
export type CouponRefusal =
  | 'couponNotFound'
  | 'couponNotStarted'
  | 'couponExpired'
  | 'couponNotApplicable'
  | 'couponMinimumOrderNotReached'
  | 'couponUsageLimitReached'
  | 'couponAlreadyUsed';

/** Whether a coupon applies to an order, and by how much; refusals are message keys, the first failing rule wins. */
export const evaluateCoupon = (coupon: CouponRow | undefined, ctx: CouponContext): CouponVerdict => {
  if (!coupon?.is_active) return { ok: false, reason: 'couponNotFound' };
  if (coupon.starts_at && coupon.starts_at > ctx.now) return { ok: false, reason: 'couponNotStarted' };
  if (coupon.ends_at && coupon.ends_at <= ctx.now) return { ok: false, reason: 'couponExpired' };
  if (coupon.customer_group_id !== null && coupon.customer_group_id !== ctx.customerGroupId) {
    return { ok: false, reason: 'couponNotApplicable' };
  }
  if (coupon.category_id !== null && !ctx.categoryIds.includes(coupon.category_id)) {
    return { ok: false, reason: 'couponNotApplicable' };
  }
  if (ctx.orderAmount <= 0 || ctx.orderAmount < coupon.min_order_cents) {
    return { ok: false, reason: 'couponMinimumOrderNotReached' };
  }
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) {
    return { ok: false, reason: 'couponUsageLimitReached' };
  }
  if (coupon.usage_limit_per_user !== null && ctx.usedByUser >= coupon.usage_limit_per_user) {
    return { ok: false, reason: 'couponAlreadyUsed' };
  }
  const raw =
    coupon.discount_type === 'percent'
      ? Math.floor((ctx.orderAmount * coupon.discount_value) / 100)
      : coupon.discount_value;
  const capped = coupon.max_discount_cents === null ? raw : Math.min(raw, coupon.max_discount_cents);
  return { ok: true, discount: Math.min(capped, ctx.orderAmount) };
};
