import {
  canTransition,
  type OrderActor,
  type OrderStatus,
  type PaymentMethod,
} from '@portal/shared/contract';
import { type Selectable, sql } from 'kysely';
import type { Database, Db, Trx } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { addPoints } from '../../accounts';
import { recordStockMovements, returnStock } from '../../catalogue';
import { conflict, orderNotFound } from './order-errors';
import { notifyOrderStatus } from './order-status-notice';
import type { StockChanged } from './stock-changed';

type OrderRow = Selectable<Database['orders']>;

/** One point per whole dollar of a completed order. */
export const pointsEarnedFor = (totalCents: number) => Math.floor(totalCents / 100);

export const createOrderStatusMoves = ({
  db,
  clock,
  onStockChanged,
}: {
  db: Db;
  clock: Clock;
  onStockChanged: StockChanged;
}) => {
  /**
   * Moves an order along the table of its payment method, with its side effects, in one transaction;
   * `alongside` runs inside that transaction too (the back office writes its audit row there).
   */
  const changeStatus = async (
    orderId: number,
    to: OrderStatus,
    actor: OrderActor,
    remark?: string,
    alongside?: (trx: Trx, from: OrderStatus) => Promise<void>,
  ) => {
    const now = clock.now();
    const productIds = await inTransaction(db, async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw orderNotFound();
      const from = order.status as OrderStatus;
      if (!canTransition(order.payment_method as PaymentMethod, from, to, actor))
        throw conflict('orderStatusCannotChange');
      await recordMove(trx, order, from, to, actor, remark, now);
      let touched: number[] = [];
      if (to === 'completed') await awardEarnedPoints(trx, order, now);
      if (to === 'canceled' || to === 'rejected') {
        touched = await returnGoods(trx, order, now);
        await refundRedeemedPoints(trx, order, now);
        await releaseCoupon(trx, order);
      }
      await notifyOrderStatus(trx, {
        userId: order.user_id,
        orderId,
        orderNumber: order.order_number,
        status: to,
        at: clock.now(),
        pickup: order.delivery_type === 'pickup',
      });
      await alongside?.(trx, from);
      return touched;
    });
    if (productIds.length) await onStockChanged(productIds);
  };

  const cancelByCustomer = async (userId: number, orderId: number) => {
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!order) throw orderNotFound();
    await changeStatus(orderId, 'canceled', 'customer');
  };

  return { changeStatus, cancelByCustomer };
};

export type OrderStatusMoves = ReturnType<typeof createOrderStatusMoves>;

/** The new status, paid when this move settles the bill, and its line in the order's history. */
const recordMove = async (
  trx: Trx,
  order: OrderRow,
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  remark: string | undefined,
  now: Date,
) => {
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
};

/**
 * Adds points to the buyer's balance once per order and reason: the ledger's (order, reason) key makes a
 * repeated move add nothing.
 */
const creditPointsOnce = async (
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
  if (row) {
    await addPoints(trx, order.user_id, points);
  }
};

const awardEarnedPoints = async (trx: Trx, order: OrderRow, now: Date) => {
  const earned = pointsEarnedFor(order.total_cents);
  if (earned > 0) await creditPointsOnce(trx, order, 'earned', earned, now);
};

/** The order's lines go back on the shelf; answers the products whose stock changed. */
const returnGoods = async (trx: Trx, order: OrderRow, now: Date) => {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['variant_id', 'product_id', 'quantity'])
    .where('order_id', '=', order.id)
    .orderBy('variant_id')
    .execute();
  const returned = await returnStock(
    trx,
    lines.map((line) => ({
      variantId: line.variant_id,
      productId: line.product_id,
      quantity: line.quantity,
    })),
    now,
  );
  await recordStockMovements(trx, order.id, 'stockReasonOrderReturned', returned, now);
  return [...new Set(lines.map((line) => line.product_id))];
};

const refundRedeemedPoints = async (trx: Trx, order: OrderRow, now: Date) => {
  if (order.points_redeemed > 0) await creditPointsOnce(trx, order, 'refunded', order.points_redeemed, now);
};

/** The coupon's use is forgotten, so the buyer (and the coupon's limit) may use it again. */
const releaseCoupon = async (trx: Trx, order: OrderRow) => {
  if (order.coupon_id === null) return;
  await trx.deleteFrom('coupon_uses').where('order_id', '=', order.id).execute();
  await trx
    .updateTable('coupons')
    .set({ used_count: sql`greatest(used_count - 1, 0)` })
    .where('id', '=', order.coupon_id)
    .execute();
};
