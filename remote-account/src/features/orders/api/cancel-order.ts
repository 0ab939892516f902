import { api, queryClient, useMutation } from '@portal/shared';
import { emptyDataSchema } from '@portal/shared/contract';

/** The customer's cancel: stock, points and coupon come back; the order, the lists and the points read again. */
export const cancelOrder = async (id: number) => {
  emptyDataSchema.parse((await api.put(`/order/${id}/cancel`)).data.data);
};
export const useCancelOrder = () =>
  useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (_, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['order', id] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['points'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
