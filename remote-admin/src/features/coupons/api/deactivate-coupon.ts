import { useMutation, useQueryClient } from '@portal/shared';
import { adminCouponSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const deactivateCoupon = async (id: number) =>
  adminCouponSchema.parse((await staffApi.post(`/coupons/${id}/deactivate`)).data.data);

export const useDeactivateCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
};
