import { useMutation, useQueryClient } from '@portal/shared';
import { adminOrderStatusBodySchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export type OrderMove = { status: string; remark: string };

export const changeOrderStatus = async (id: number, move: OrderMove) =>
  (await staffApi.post(`/orders/${id}/status`, adminOrderStatusBodySchema.parse(move))).data.data;

export const useChangeOrderStatus = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => changeOrderStatus(id, move),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
};
