import {
  canTransition,
  type OrderActor,
  type OrderStatus,
  type PaymentMethod,
} from '@portal/shared/contract';
import { type Selectable, sql } from 'kysely';
import type { Database, Db, Trx } from '../../../db/schema';
import { conflict, orderNotFound } from './order-errors';

export type OrderRow = Selectable<Database['orders']>;

/**
 * Moving an order along its statuses, a flow across domains (`flows/order-moves.ts`); ordering's services are given
 * it. `alongside` runs inside the move's transaction (the back office writes its audit row there).
 */
export type OrderMoves = {
  changeStatus: (
    orderId: number,
    to: OrderStatus,
    actor: OrderActor,
    remark?: string,
    alongside?: (trx: Trx, from: OrderStatus) => Promise<void>,
  ) => Promise<void>;
  cancelByCustomer: (userId: number, orderId: number) => Promise<void>;
};

/** One point per whole dollar of a completed order. */
export const pointsEarnedFor = (totalCents: number) => Math.floor(totalCents / 100);

/** The order, locked until the move's transaction ends. */
export const lockOrder = async (trx: Trx, orderId: number) => {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  return order;
};

/** Refuses a buyer an order that is not theirs (as not found). */
export const checkBuyersOrder = async (db: Db, userId: number, orderId: number) => {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw orderNotFound();
};

/**
 * The move, when the table of the order's payment method allows it: the new status, paid when this move settles
 * the bill, and its line in the order's history. Answers the status it moved from.
 */
export const recordMove = async (
  trx: Trx,
  order: OrderRow,
  to: OrderStatus,
  actor: OrderActor,
  remark: string | undefined,
  now: Date,
) => {
  const from = order.status as OrderStatus;
  if (!canTransition(order.payment_method as PaymentMethod, from, to, actor))
    throw conflict('orderStatusCannotChange');
  const paidNow = to === 'paid_pending_delivery' || (to === 'completed' && order.payment_status === 'unpaid');
  await trx
    .updateTable('orders')
    .set({
      status: to,
      updated_at: now,
      ...(paidNow ? { payment_status: 'paid' as const, paid_at: now } : {}),
    })
    .where('id', '=', order.id)
    .execute();
  await trx
    .insertInto('order_status_history')
    .values({
      order_id: order.id,
      from_status: from,
      to_status: to,
      actor,
      remark: remark ?? null,
      created_at: now,
    })
    .execute();
  return from;
};

/**
 * The points' ledger line of an order and reason, once: the ledger's (order, reason) key makes a repeated move
 * write nothing. Answers whether it was written (and the balance is to move).
 */
export const ledgerPointsOnce = async (
  trx: Trx,
  order: OrderRow,
  reason: 'earned' | 'refunded',
  points: number,
  now: Date,
) => {
  const row = await trx
    .insertInto('point_ledger')
    .values({ user_id: order.user_id, order_id: order.id, reason, points, created_at: now })
    .onConflict((c) => c.columns(['order_id', 'reason']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/** The order's lines, in variant order (the order stock rows are locked in). */
export const orderLinesOf = async (trx: Trx, orderId: number) =>
  (
    await trx
      .selectFrom('order_lines')
      .select(['variant_id', 'product_id', 'quantity'])
      .where('order_id', '=', orderId)
      .orderBy('variant_id')
      .execute()
  ).map((line) => ({ variantId: line.variant_id, productId: line.product_id, quantity: line.quantity }));

/** The coupon's use is forgotten, so the buyer (and the coupon's limit) may use it again. */
export const releaseCoupon = async (trx: Trx, order: OrderRow) => {
  if (order.coupon_id === null) return;
  await trx.deleteFrom('coupon_uses').where('order_id', '=', order.id).execute();
  await trx
    .updateTable('coupons')
    .set({ used_count: sql`greatest(used_count - 1, 0)` })
    .where('id', '=', order.coupon_id)
    .execute();
};
