import { useMutation, useQueryClient } from '@portal/shared';
import { adminOrderStatusBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export type OrderMove = { status: string; remark: string };

export const changeOrderStatus = async (id: number, move: OrderMove) =>
  (await staffApi.post(`/orders/${id}/status`, adminOrderStatusBodySchema.parse(move))).data.data;

export const useChangeOrderStatus = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => changeOrderStatus(id, move),
    onSuccess: () =>
      Promise.all(
        [adminKeys.orders, adminKeys.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
