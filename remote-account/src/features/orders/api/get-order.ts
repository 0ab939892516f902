import { api, queryOptions, useQuery } from '@portal/shared';
import { type OrderDetail, orderDetailSchema } from '@portal/shared/contract';

export const getOrder = async (id: number): Promise<OrderDetail> =>
  orderDetailSchema.parse((await api.get(`/order/detail/${id}`)).data.data);
export const orderQuery = (id: number) =>
  queryOptions({ queryKey: ['order', id], queryFn: () => getOrder(id) });
export const useOrder = (id: number) => useQuery({ ...orderQuery(id), enabled: id > 0 });
