import { ordersQuery, useQuery } from '@portal/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { type OrderFilters, orderListParams } from '../order-history';

/** One page of the history; the page shown stays while the next one loads. */
export const useOrders = (filters: OrderFilters) =>
  useQuery({ ...ordersQuery(orderListParams(filters)), placeholderData: keepPreviousData });
