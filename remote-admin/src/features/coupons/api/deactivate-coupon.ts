import { useMutation, useQueryClient } from '@portal/shared';
import { adminCouponSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { couponsKey } from './get-coupons';

export const deactivateCoupon = async (id: number) =>
  adminCouponSchema.parse((await staffApi.post(`/coupons/${id}/deactivate`)).data.data);

export const useDeactivateCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
};
