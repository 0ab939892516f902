import { queryOptions, useQuery } from '@portal/shared';
import { type AdminCouponQuery, adminCouponSchema, listEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminCouponSchema);

export type CouponFilter = {
  search: string;
  status: NonNullable<AdminCouponQuery['status']> | '';
  offset: number;
};

export const couponListParams = ({ offset, search, status }: CouponFilter) => ({
  limit: 20,
  offset,
  ...(search.trim() ? { search } : {}),
  ...(status ? { status } : {}),
});

export const getCoupons = async (filter: CouponFilter) =>
  answerSchema.parse((await staffApi.get('/coupons', { params: couponListParams(filter) })).data);

export const couponsQuery = (filter: CouponFilter) =>
  queryOptions({ queryKey: [...adminKeys.coupons, filter], queryFn: () => getCoupons(filter) });
export const useCoupons = (filter: CouponFilter) => useQuery(couponsQuery(filter));
