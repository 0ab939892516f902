import { queryOptions } from '@tanstack/react-query';
import { profileKeys } from '../account/get-profile';
import { pointKeys } from '../account/points';
import { api } from '../api/client';
import type { ListParams } from '../api/list-params';
import type { ListMeta } from '../contract/envelope';
import type { OrderCount, OrderDetail, OrderSummary } from '../contract/order';
import { queryClient } from '../query/query-client';

// Typed, not parsed: the API answers through the contract's schemas.

/** The customer's orders: the account's history (lists, counts, one order) and the shop's confirmation page. */
export const orderKeys = {
  all: ['order'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: ListParams) => [...orderKeys.lists(), params] as const,
  count: () => [...orderKeys.all, 'count'] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};

export type OrderPage = { orders: OrderSummary[]; total: number };

/** GET order: one page of the history, filtered by the list-call rules (`toListParams`). */
export const getOrders = async (params: ListParams): Promise<OrderPage> => {
  const answer = await api.get<{ data: OrderSummary[]; meta: ListMeta }>('/order', { params });
  return { orders: answer.data.data, total: answer.data.meta.total };
};

export const ordersQuery = (params: ListParams) =>
  queryOptions({ queryKey: orderKeys.list(params), queryFn: () => getOrders(params) });

/** GET order/count: every order, and how many each status holds. */
export const getOrderCount = async (): Promise<OrderCount> =>
  (await api.get<{ data: OrderCount }>('/order/count')).data.data;

export const orderCountQuery = () => queryOptions({ queryKey: orderKeys.count(), queryFn: getOrderCount });

export const getOrder = async (id: number): Promise<OrderDetail> =>
  (await api.get<{ data: OrderDetail }>(`/order/detail/${id}`)).data.data;

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

/** After an order was placed or cancelled: the orders and the points history read again. */
export const refreshOrders = () =>
  Promise.all([orderKeys.all, pointKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** The customer's cancel: stock, points and coupon come back; the account (points, credit) reads again too. */
export const cancelOrder = async (id: number) => {
  await api.put(`/order/${id}/cancel`);
  await Promise.all([refreshOrders(), queryClient.invalidateQueries({ queryKey: profileKeys.all })]);
};
