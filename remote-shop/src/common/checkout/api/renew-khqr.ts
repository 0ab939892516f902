import { api, orderQuery, queryClient, useMutation } from '@portal/shared';
import { okEnvelope, orderDetailSchema } from '@portal/shared/contract';

/** POST order/:id/khqr: a new KHQR once the last one expired; the order on screen takes the answer at once. */
export const renewKhqr = async (orderId: number) =>
  okEnvelope(orderDetailSchema).parse((await api.post(`/order/${orderId}/khqr`)).data).data;
export const useRenewKhqr = (orderId: number) =>
  useMutation({
    mutationFn: () => renewKhqr(orderId),
    onSuccess: (order) => queryClient.setQueryData(orderQuery(orderId).queryKey, order),
  });
