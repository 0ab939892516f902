import { api, queryOptions, useQuery } from '@portal/shared';
import { type OrderCount, orderCountSchema } from '@portal/shared/contract';

export const getOrderCount = async (): Promise<OrderCount> =>
  orderCountSchema.parse((await api.get('/order/count')).data.data);
export const orderCountQuery = () => queryOptions({ queryKey: ['orders', 'count'], queryFn: getOrderCount });
export const useOrderCount = () => useQuery(orderCountQuery());
