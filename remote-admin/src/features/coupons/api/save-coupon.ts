import { useMutation, useQueryClient } from '@portal/shared';
import { type AdminCouponBody, adminCouponBodySchema, adminCouponSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

/** Creates a coupon, or changes the one with `id`. */
export const saveCoupon = async ({ id, body }: { id: number | null; body: AdminCouponBody }) => {
  const valid = adminCouponBodySchema.parse(body);
  const answer = id ? await staffApi.put(`/coupons/${id}`, valid) : await staffApi.post('/coupons', valid);
  return adminCouponSchema.parse(answer.data.data);
};

export const useSaveCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
};
