import type { OrderStatus } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';

/**
 * The statuses of an order whose goods reached the buyer (spec section 4): delivered, paid or not yet (cash is
 * collected at the door), completed, and closed, which only a completed order becomes.
 */
export const receivedOrderStatuses: readonly OrderStatus[] = [
  'delivered',
  'delivered_pending_payment',
  'completed',
  'closed',
];

/** What customers bought and received, for other modules (reviews are only from buyers). */
export const createPurchases = ({ db }: { db: Db }) => ({
  /** Whether one of the customer's orders that reached them holds this product. */
  async hasReceived(userId: number, productId: number): Promise<boolean> {
    const order = await db
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select('orders.id')
      .where('orders.user_id', '=', userId)
      .where('order_lines.product_id', '=', productId)
      .where('orders.status', 'in', receivedOrderStatuses)
      .limit(1)
      .executeTakeFirst();
    return order !== undefined;
  },
});
