import type { SpecialBlendStatus } from '@portal/shared/contract';
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/column-types';

export interface QuotationsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number | null;
  name: string;
  phone: string;
  email: string | null;
  company: string | null;
  quantity: number;
  message: string | null;
  status: Generated<'new' | 'answered' | 'declined' | 'closed'>;
  created_at: Timestamp;
  quoted_price_cents: number | null;
  answer_message: string | null;
  decline_reason: string | null;
  answered_at: NullableTimestamp;
  answered_by: number | null;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'cart' | 'quick_order';
  product_id: number;
  variant_id: number;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  title: string;
  title_km: string | null;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount_cents: number | null;
  min_order_cents: Generated<number>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  used_count: Generated<number>;
  customer_group_id: number | null;
  category_id: number | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  order_number: string;
  source: 'cart' | 'quick_order';
  status: string;
  payment_method: 'cash_on_delivery' | 'credit_line' | 'online_bank' | 'card';
  payment_status: Generated<'unpaid' | 'paid'>;
  payment_reference: string | null;
  khqr: string | null;
  payment_deep_link: string | null;
  payment_expires_at: NullableTimestamp;
  delivery_partner_name: string | null;
  delivery_partner_phone: string | null;
  paid_at: NullableTimestamp;
  delivery_type: 'delivery' | 'pickup';
  address_id: number | null;
  address_text: string | null;
  province_id: number | null;
  pickup_place: string | null;
  pickup_at: NullableTimestamp;
  distance_km: number | null;
  expected_delivery: string;
  subtotal_cents: number;
  coupon_id: number | null;
  coupon_discount_cents: Generated<number>;
  points_redeemed: Generated<number>;
  points_discount_cents: Generated<number>;
  delivery_fee_cents: Generated<number>;
  total_cents: number;
  remark: string | null;
  idempotency_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variant_id: number;
  name: string;
  variant_label: Generated<string>;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  actor: string;
  remark: string | null;
  created_at: Timestamp;
}

export interface CouponUsesTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_id: number;
  created_at: Timestamp;
}

export interface PointLedgerTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  reason: 'earned' | 'redeemed' | 'refunded';
  points: number;
  created_at: Timestamp;
}

export interface SpecialBlendRequestsTable {
  id: Generated<number>;
  user_id: number;
  blend_name: string;
  roast: string;
  grind: string;
  arabica_percent: number;
  quantity_kg: number;
  price_per_kg_cents: number;
  total_cents: number;
  remark: string | null;
  expected_from: string;
  expected_to: string;
  status: Generated<SpecialBlendStatus>;
  created_at: Timestamp;
  agreed_price_per_kg_cents: number | null;
  agreed_total_cents: number | null;
  /** The Phnom Penh day staff agreed to deliver on (YYYY-MM-DD). */
  delivery_date: string | null;
  staff_message: string | null;
  reject_reason: string | null;
  decided_at: NullableTimestamp;
  decided_by: number | null;
}

/** The tables this domain owns: only its code writes to them. */
export interface OrderingTables {
  quotations: QuotationsTable;
  cart_items: CartItemsTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  coupon_uses: CouponUsesTable;
  point_ledger: PointLedgerTable;
  special_blend_requests: SpecialBlendRequestsTable;
}

/** A line of a customer's cart or quick order (view `ordering_basket_lines`). */
export interface OrderingBasketLinesView {
  id: number;
  user_id: number;
  kind: 'cart' | 'quick_order';
  product_id: number;
  variant_id: number;
  quantity: number;
}

/** An order's number, as other domains name an order (view `ordering_order_numbers`). */
export interface OrderingOrderNumbersView {
  id: number;
  order_number: string;
}

/** A coupon limited to a category (view `ordering_coupon_categories`). */
export interface OrderingCouponCategoriesView {
  id: number;
  category_id: number;
}

/**
 * What other modules may read of ordering: plain single-table views over the tables above (migration 0351), so
 * the tables can change behind them. Read-only.
 */
export interface OrderingViews {
  ordering_basket_lines: OrderingBasketLinesView;
  ordering_order_numbers: OrderingOrderNumbersView;
  ordering_coupon_categories: OrderingCouponCategoriesView;
}

/**
 * The database functions other modules may call (the SQL a statement of theirs runs; migration 0363: an order's
 * rows, written inside the order flow's one statement).
 */
export type OrderingFunctions = 'ordering_record_order';
