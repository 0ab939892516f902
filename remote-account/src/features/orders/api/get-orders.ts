import { api, queryOptions, useQuery } from '@portal/shared';
import { listEnvelope, orderSummarySchema } from '@portal/shared/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { type OrderFilters, orderListParams } from '../order-history';

export const getOrders = async (filters: OrderFilters) => {
  const answer = await api.get('/order', { params: orderListParams(filters) });
  const { data, meta } = listEnvelope(orderSummarySchema).parse(answer.data);
  return { orders: data, total: meta.total };
};
export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({ queryKey: ['orders', filters], queryFn: () => getOrders(filters) });
export const useOrders = (filters: OrderFilters) =>
  useQuery({ ...ordersQuery(filters), placeholderData: keepPreviousData });
