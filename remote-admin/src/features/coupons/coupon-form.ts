import type { AdminCoupon } from '@portal/shared/contract';
import { centsToDollarText } from '../../common/money';

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
