import { api, queryOptions, useQuery } from '@portal/shared';
import { okEnvelope, orderDetailSchema } from '@portal/shared/contract';

export const getOrder = async (id: number) =>
  okEnvelope(orderDetailSchema).parse((await api.get(`/order/detail/${id}`)).data).data;
export const orderQuery = (id: number) =>
  queryOptions({ queryKey: ['order', id], queryFn: () => getOrder(id) });
/** While an online payment is awaited the order is read again every 3 s, until the gateway's confirmation lands. */
export const useOrder = (id: number) =>
  useQuery({
    ...orderQuery(id),
    refetchInterval: (query) => (query.state.data?.status === 'waiting_for_payment' ? 3_000 : false),
  });
