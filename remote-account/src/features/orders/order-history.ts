import { type ListParams, toListParams } from '@portal/shared';
import {
  canTransition,
  type OrderCount,
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
} from '@portal/shared/contract';

/** The history's tabs: every order, then one per status of spec section 4. */
export type OrderTab = 'all' | OrderStatus;
export const orderTabs: readonly OrderTab[] = ['all', ...orderStatuses];

export const orderPageSize = 10;

/** `?status=` read back into a tab; anything unknown is "all". */
export const tabFromQuery = (value: string | null): OrderTab =>
  orderTabs.includes(value as OrderTab) ? (value as OrderTab) : 'all';

/** How many orders a tab holds, from GET order/count. */
export const tabCount = (count: OrderCount | undefined, tab: OrderTab) =>
  count ? (tab === 'all' ? count.all : (count.byStatus[tab] ?? 0)) : null;

export type OrderFilters = { tab: OrderTab; page: number; startDate: string; endDate: string };

/** A YYYY-MM-DD day, or '' when the value is not one. */
export const dayFromQuery = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

/** The start day must not come after the end day (both optional). */
export const dateRangeIsValid = (startDate: string, endDate: string) =>
  !startDate || !endDate || startDate <= endDate;

/** GET order's query per the list-call rules: offset from the page, no empty filters, startDate/endDate days. */
export const orderListParams = ({ tab, page, startDate, endDate }: OrderFilters): ListParams =>
  toListParams({
    page,
    limit: orderPageSize,
    status: tab === 'all' ? undefined : tab,
    dateRange: dateRangeIsValid(startDate, endDate) ? [startDate || null, endDate || null] : null,
  });

/** A customer may cancel only while the order has not been accepted or paid (the shared transition table). */
export const customerCanCancel = (order: { paymentMethod: PaymentMethod; status: OrderStatus }) =>
  canTransition(order.paymentMethod, order.status, 'canceled', 'customer');
