import type { OrderStatus, OrderSummary, PaymentMethod } from '@portal/shared/contract';
import { sql } from 'kysely';

export const summaryColumns = [
  'orders.id',
  'orders.order_number',
  'orders.status',
  'orders.payment_method',
  'orders.payment_status',
  'orders.delivery_type',
  'orders.total_cents',
  'orders.created_at',
] as const;
export const itemCount = sql<number>`(select coalesce(sum(quantity), 0)::int from order_lines where order_id = orders.id)`;

export type SummaryRow = {
  id: number;
  order_number: string;
  status: string;
  payment_method: PaymentMethod;
  payment_status: 'unpaid' | 'paid';
  delivery_type: 'delivery' | 'pickup';
  total_cents: number;
  created_at: Date;
  item_count: number;
};
export const toSummary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  orderNumber: row.order_number,
  status: row.status as OrderStatus,
  paymentMethod: row.payment_method,
  paymentStatus: row.payment_status,
  deliveryType: row.delivery_type,
  totalAmount: row.total_cents,
  itemCount: Number(row.item_count),
  createdAt: row.created_at.toISOString(),
});
