import type { CartLine, OrderStatus } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Trx } from '../../../db/schema';
import type { Language } from '../../../platform/message-text';
import { spendPointsSql } from '../../accounts';
import { stockMovementsSql, takeStockSql } from '../../catalogue';
import { notifyAboutSql, type Recipient } from '../../notifications';
import { orderStatusNotice } from './order-status-notice';
import type { AppliedCoupon, Delivery, PlaceOrder, RedeemedPoints } from './place-order';

export type OrderToRecord = {
  userId: number;
  input: PlaceOrder;
  idempotencyKey: string;
  status: OrderStatus;
  lines: CartLine[];
  delivery: Delivery;
  regular: number;
  coupon: AppliedCoupon;
  points: RedeemedPoints;
  total: number;
  language: Language;
  recipient: Recipient;
  now: Date;
};

/**
 * Everything a placed order writes, in one statement: the stock taken (catalogue), the coupon counted, the points
 * spent and the language remembered (accounts), the order with its first status and its lines, the stock
 * movements, the coupon's use, the points' ledger line, the checked-out lines out of the basket, and the buyer's
 * notice (notifications). The order is inserted only when every line's stock, the coupon and the points held; the
 * answer says which did not, and the caller then rolls the whole transaction back.
 */
export const recordOrder = async (trx: Trx, order: OrderToRecord) => {
  const { input, delivery, coupon, points, now, userId } = order;
  const lines = sql.join(
    order.lines.map(
      (line) =>
        sql`(${line.id}::int, ${line.productId}::int, ${line.variantId}::int, ${line.name}::text,
          ${line.variantName}::text, ${line.quantity}::int, ${line.unitPrice}::int, ${line.lineTotal}::int)`,
    ),
  );
  const couponCounted = coupon.couponId === null ? sql`true` : sql`exists (select 1 from counted)`;
  const notice = notifyAboutSql({
    userId,
    ...orderStatusNotice({
      status: order.status,
      orderNumber: '{{number}}',
      pickup: input.deliveryType === 'pickup',
    }),
    recipient: order.recipient,
    at: now,
    about: 'placed',
    fill: { number: 'order_number' },
  });
  const { rows } = await sql<{
    order_id: number | null;
    order_number: string | null;
    taken: number;
    points_held: boolean;
    coupon_held: boolean;
  }>`
    with ${takeStockSql(order.lines)},
    lines (cart_item_id, product_id, variant_id, name, variant_label, quantity, unit_price_cents, line_total_cents)
      as (values ${lines}),
    counted as (
      update coupons set used_count = used_count + 1
      where id = ${coupon.couponId}::int and (usage_limit is null or used_count < usage_limit)
      returning id),
    ${spendPointsSql(userId, points.points, order.language)},
    placed as (
      insert into orders (user_id, order_number, source, status, payment_method, delivery_type, address_id,
        address_text, province_id, pickup_place, pickup_at, distance_km, expected_delivery, subtotal_cents, coupon_id,
        coupon_discount_cents, points_redeemed, points_discount_cents, delivery_fee_cents, total_cents, remark,
        idempotency_key, created_at, updated_at)
      select ${userId}, 'CP' || lpad(nextval('order_numbers')::text, 8, '0'), ${input.source}, ${order.status},
        ${input.paymentMethod}, ${input.deliveryType},
        ${input.deliveryType === 'delivery' ? (input.addressId ?? null) : null}::int, ${delivery.addressText},
        ${delivery.provinceId}::int, ${delivery.pickupPlace},
        ${input.deliveryType === 'pickup' && input.pickupAt ? new Date(input.pickupAt) : null}::timestamptz,
        ${delivery.km}::int, ${JSON.stringify(delivery.expected)}, ${order.regular}, ${coupon.couponId}::int,
        ${coupon.discount}, ${points.points}, ${points.discount}, ${delivery.fee}, ${order.total},
        ${input.remark ?? null}, ${order.idempotencyKey}, ${now}::timestamptz, ${now}::timestamptz
      where (select count(*) from taken) = ${order.lines.length} and exists (select 1 from spent) and ${couponCounted}
      returning id, order_number),
    history as (
      insert into order_status_history (order_id, from_status, to_status, actor, remark, created_at)
      select id, null, ${order.status}, 'customer', null, ${now}::timestamptz from placed),
    order_lines_written as (
      insert into order_lines (order_id, product_id, variant_id, name, variant_label, quantity, unit_price_cents,
        line_total_cents)
      select placed.id, l.product_id, l.variant_id, l.name, l.variant_label, l.quantity, l.unit_price_cents,
        l.line_total_cents
      from placed, lines l),
    ${stockMovementsSql('placed', now)},
    coupon_use as (
      insert into coupon_uses (coupon_id, user_id, order_id, created_at)
      select c.id, ${userId}, placed.id, ${now}::timestamptz from placed, counted c),
    ledger as (
      insert into point_ledger (user_id, order_id, reason, points, created_at)
      select ${userId}, placed.id, 'redeemed', ${-points.points}, ${now}::timestamptz
      from placed where ${points.points}::int > 0),
    checked_out as (
      delete from cart_items where user_id = ${userId} and id in (select cart_item_id from lines)
        and exists (select 1 from placed)),
    ${notice}
    select (select id from placed) as order_id, (select order_number from placed) as order_number,
      (select count(*) from taken)::int as taken, exists (select 1 from spent) as points_held,
      ${couponCounted} as coupon_held`.execute(trx);
  return rows[0] as NonNullable<(typeof rows)[0]>;
};
