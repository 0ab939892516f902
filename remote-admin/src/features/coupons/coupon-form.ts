import { type AdminCoupon, type AdminCouponBody, adminCouponBodySchema } from '@portal/shared/contract';
import { amountErrorKey, centsToDollarText, dollarsToCents } from '../../common/money';

/** The coupon form as typed: money in dollars, a percent as a whole number, blank limits and days for none. */
export type CouponForm = {
  code: string;
  title: string;
  titleKm: string;
  discountType: 'percent' | 'amount';
  value: string;
  maxDiscount: string;
  minOrder: string;
  usageLimit: string;
  usageLimitPerUser: string;
  customerGroupId: string;
  categoryId: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
};

export const couponFormOf = (coupon: AdminCoupon | null): CouponForm => ({
  code: coupon?.code ?? '',
  title: coupon?.title ?? '',
  titleKm: coupon?.titleKm ?? '',
  discountType: coupon?.discountType ?? 'percent',
  value: !coupon
    ? ''
    : coupon.discountType === 'percent'
      ? String(coupon.discountValue)
      : centsToDollarText(coupon.discountValue),
  maxDiscount: centsToDollarText(coupon?.maxDiscountCents),
  minOrder: coupon ? centsToDollarText(coupon.minOrderCents) : '',
  usageLimit: coupon?.usageLimit ? String(coupon.usageLimit) : '',
  usageLimitPerUser: coupon?.usageLimitPerUser ? String(coupon.usageLimitPerUser) : '',
  customerGroupId: coupon?.customerGroupId ? String(coupon.customerGroupId) : '',
  categoryId: coupon?.categoryId ? String(coupon.categoryId) : '',
  startDate: coupon?.startDate ?? '',
  endDate: coupon?.endDate ?? '',
  isActive: coupon?.isActive ?? true,
});

type Parsed<T> = { value: T; error: null } | { value: null; error: string };

const money = (text: string, blank: number | null): Parsed<number | null> => {
  if (!text.trim()) return { value: blank, error: null };
  const cents = dollarsToCents(text);
  return cents === null ? { value: null, error: amountErrorKey(text) } : { value: cents, error: null };
};

const uses = (text: string): Parsed<number | null> => {
  if (!text.trim()) return { value: null, error: null };
  return /^\s*\d{1,7}\s*$/.test(text) && Number(text) > 0
    ? { value: Number(text), error: null }
    : { value: null, error: 'adminCouponLimitInvalid' };
};

/** The body for POST/PUT coupons, or the first problem as a message key (the contract's own rules last). */
export const couponBodyOf = (
  form: CouponForm,
): { body: AdminCouponBody; error: null } | { body: null; error: string } => {
  const value =
    form.discountType === 'percent'
      ? /^\s*\d{1,3}\s*$/.test(form.value)
        ? Number(form.value)
        : null
      : dollarsToCents(form.value);
  if (value === null || value === 0) return { body: null, error: 'adminCouponValueInvalid' };
  const maxDiscount = money(form.maxDiscount, null);
  const minOrder = money(form.minOrder, 0);
  const usageLimit = uses(form.usageLimit);
  const usageLimitPerUser = uses(form.usageLimitPerUser);
  for (const part of [maxDiscount, minOrder, usageLimit, usageLimitPerUser])
    if (part.error !== null) return { body: null, error: part.error };
  const body: AdminCouponBody = {
    code: form.code,
    title: form.title,
    titleKm: form.titleKm,
    discountType: form.discountType,
    discountValue: value,
    maxDiscountCents: maxDiscount.value,
    minOrderCents: minOrder.value ?? 0,
    usageLimit: usageLimit.value,
    usageLimitPerUser: usageLimitPerUser.value,
    customerGroupId: form.customerGroupId ? Number(form.customerGroupId) : null,
    categoryId: form.categoryId ? Number(form.categoryId) : null,
    startDate: form.startDate || null,
    endDate: form.endDate || null,
    isActive: form.isActive,
  };
  const parsed = adminCouponBodySchema.safeParse(body);
  if (!parsed.success) return { body: null, error: parsed.error.issues[0]?.message ?? 'badRequest' };
  return { body, error: null };
};
