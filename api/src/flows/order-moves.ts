import type { Db, Trx } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { addPoints } from '../modules/accounts';
import { recordStockMovements, returnStock } from '../modules/catalogue';
import {
  checkBuyersOrder,
  ledgerPointsOnce,
  lockOrder,
  notifyOrderStatus,
  type OrderMoves,
  type OrderRow,
  orderLinesOf,
  pointsEarnedFor,
  recordMove,
  releaseCoupon,
  type StockChanged,
} from '../modules/ordering';
import type { Clock } from '../platform/clock';

/**
 * Moving an order along its statuses, in one transaction: ordering records the move; a completed order earns the
 * buyer points (accounts); a canceled or rejected one puts its goods back on the shelf (catalogue), gives back the
 * points it spent (accounts) and frees its coupon; the buyer is told (notifications).
 */
export const createOrderMoves = ({
  db,
  clock,
  onStockChanged,
}: {
  db: Db;
  clock: Clock;
  onStockChanged: StockChanged;
}): OrderMoves => {
  const changeStatus: OrderMoves['changeStatus'] = async (orderId, to, actor, remark, alongside) => {
    const now = clock.now();
    const productIds = await inTransaction(db, async (trx) => {
      const order = await lockOrder(trx, orderId);
      const from = await recordMove(trx, order, to, actor, remark, now);
      let returned: number[] = [];
      if (to === 'completed')
        await creditPoints(trx, order, 'earned', pointsEarnedFor(order.total_cents), now);
      if (to === 'canceled' || to === 'rejected') {
        returned = await returnGoods(trx, order.id, now);
        await creditPoints(trx, order, 'refunded', order.points_redeemed, now);
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
      return returned;
    });
    if (productIds.length) await onStockChanged(productIds);
  };

  const cancelByCustomer: OrderMoves['cancelByCustomer'] = async (userId, orderId) => {
    await checkBuyersOrder(db, userId, orderId);
    await changeStatus(orderId, 'canceled', 'customer');
  };

  return { changeStatus, cancelByCustomer };
};

/** Points go to the buyer's balance once per order and reason. */
const creditPoints = async (
  trx: Trx,
  order: OrderRow,
  reason: 'earned' | 'refunded',
  points: number,
  now: Date,
) => {
  if (points > 0 && (await ledgerPointsOnce(trx, order, reason, points, now)))
    await addPoints(trx, order.user_id, points);
};

/** The order's lines go back on the shelf, each movement recorded; answers the products whose stock changed. */
const returnGoods = async (trx: Trx, orderId: number, now: Date) => {
  const lines = await orderLinesOf(trx, orderId);
  const returned = await returnStock(trx, lines, now);
  await recordStockMovements(trx, orderId, 'stockReasonOrderReturned', returned, now);
  return [...new Set(lines.map((line) => line.productId))];
};
