import { queryOptions, useQuery } from '@portal/shared';
import {
  adminOrderSummarySchema,
  listEnvelope,
  type OrderStatus,
  type PaymentMethod,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminOrderSummarySchema);

export type OrderFilter = {
  status: OrderStatus | '';
  paymentMethod: PaymentMethod | '';
  startDate: string;
  endDate: string;
  customer: string;
  offset: number;
};

/** Only the filters that are set go into the query. */
export const orderListParams = ({ offset, ...filters }: OrderFilter) => ({
  limit: 20,
  offset,
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')),
});

export const getOrders = async (filter: OrderFilter) =>
  answerSchema.parse((await staffApi.get('/orders', { params: orderListParams(filter) })).data);

export const ordersQuery = (filter: OrderFilter) =>
  queryOptions({ queryKey: [...adminKeys.orders, filter], queryFn: () => getOrders(filter) });
export const useOrders = (filter: OrderFilter) => useQuery(ordersQuery(filter));
