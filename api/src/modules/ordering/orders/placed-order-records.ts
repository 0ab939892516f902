import type { CartLine, OrderStatus } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Trx } from '../../../db/schema';
import type { AppliedCoupon, Delivery, PlaceOrder, RedeemedPoints } from './place-order';

/** The order with its first status (one statement) and its lines, as the buyer checked them out. */
export const recordOrder = async (
  trx: Trx,
  order: {
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
    now: Date;
  },
) => {
  const { input, delivery, now } = order;
  const placed = await trx
    .with('placed', (db) =>
      db
        .insertInto('orders')
        .values({
          user_id: order.userId,
          order_number: sql<string>`'CP' || lpad(nextval('order_numbers')::text, 8, '0')`,
          source: input.source,
          status: order.status,
          payment_method: input.paymentMethod,
          delivery_type: input.deliveryType,
          address_id: input.deliveryType === 'delivery' ? (input.addressId ?? null) : null,
          address_text: delivery.addressText,
          province_id: delivery.provinceId,
          pickup_place: delivery.pickupPlace,
          pickup_at: input.deliveryType === 'pickup' && input.pickupAt ? new Date(input.pickupAt) : null,
          distance_km: delivery.km,
          expected_delivery: JSON.stringify(delivery.expected),
          subtotal_cents: order.regular,
          coupon_id: order.coupon.couponId,
          coupon_discount_cents: order.coupon.discount,
          points_redeemed: order.points.points,
          points_discount_cents: order.points.discount,
          delivery_fee_cents: delivery.fee,
          total_cents: order.total,
          remark: input.remark ?? null,
          idempotency_key: order.idempotencyKey,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'order_number']),
    )
    .with('history', (db) =>
      db
        .insertInto('order_status_history')
        .columns(['order_id', 'from_status', 'to_status', 'actor', 'remark', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('placed')
            .select([
              'placed.id',
              sql<null>`null`.as('from_status'),
              sql.val(order.status).as('to_status'),
              sql.val('customer').as('actor'),
              sql<null>`null`.as('remark'),
              sql<Date>`${now}::timestamptz`.as('created_at'),
            ]),
        ),
    )
    .selectFrom('placed')
    .select(['placed.id', 'placed.order_number'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_lines')
    .values(
      order.lines.map((line) => ({
        order_id: placed.id,
        product_id: line.productId,
        variant_id: line.variantId,
        name: line.name,
        variant_label: line.variantName,
        quantity: line.quantity,
        unit_price_cents: line.unitPrice,
        line_total_cents: line.lineTotal,
      })),
    )
    .execute();
  return placed;
};

export const recordCouponUse = (trx: Trx, couponId: number, userId: number, orderId: number, now: Date) =>
  trx
    .insertInto('coupon_uses')
    .values({ coupon_id: couponId, user_id: userId, order_id: orderId, created_at: now })
    .execute();

export const recordRedeemedPoints = (trx: Trx, userId: number, orderId: number, points: number, now: Date) =>
  trx
    .insertInto('point_ledger')
    .values({ user_id: userId, order_id: orderId, reason: 'redeemed', points: -points, created_at: now })
    .execute();

/** The checked-out lines leave the basket; lines left out stay in it. */
export const clearCheckedOutLines = (trx: Trx, userId: number, lines: CartLine[]) =>
  trx
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where(
      'id',
      'in',
      lines.map((line) => line.id),
    )
    .execute();
