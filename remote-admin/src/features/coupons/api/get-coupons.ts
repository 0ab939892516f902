import { queryOptions, useQuery } from '@portal/shared';
import { type AdminCouponQuery, adminCouponSchema, listEnvelope } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminCouponSchema);

export type CouponFilter = {
  search: string;
  status: NonNullable<AdminCouponQuery['status']> | '';
  offset: number;
};

export const couponsKey = ['admin', 'coupons'] as const;

export const getCoupons = async ({ offset, search, status }: CouponFilter) =>
  answerSchema.parse(
    (
      await staffApi.get('/coupons', {
        params: { limit: 20, offset, ...(search.trim() ? { search } : {}), ...(status ? { status } : {}) },
      })
    ).data,
  );

export const couponsQuery = (filter: CouponFilter) =>
  queryOptions({ queryKey: [...couponsKey, filter], queryFn: () => getCoupons(filter) });
export const useCoupons = (filter: CouponFilter) => useQuery(couponsQuery(filter));
