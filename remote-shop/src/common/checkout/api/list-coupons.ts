import { api, cartKeys, queryOptions, useQuery } from '@portal/shared';
import { availableCouponListSchema, type CartTarget, okEnvelope } from '@portal/shared/contract';

export const listCoupons = async (source: CartTarget) =>
  okEnvelope(availableCouponListSchema).parse(
    (await api.get('/coupon/list-available', { params: { source } })).data,
  ).data;
export const couponsQuery = (source: CartTarget) =>
  queryOptions({ queryKey: cartKeys.coupons(source), queryFn: () => listCoupons(source) });
export const useCoupons = (source: CartTarget) => useQuery(couponsQuery(source));
