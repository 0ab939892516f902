import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import {
  checkoutReads,
  lockBuyer,
  type OrderPayment,
  type PlaceOrderFlow,
  priceOrder,
  refusalOf,
  type StockChanged,
} from '../../modules/ordering';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { writePlacedOrder } from './write-placed-order';

/**
 * Placing an order, in one transaction: the buyer locked and what ordering's rules need read (two round trips),
 * ordering's rules applied, then everything written in one statement (`writePlacedOrder`: catalogue's stock,
 * accounts' points, ordering's order, notifications' notice, together or not at all). Once stored, the cached
 * catalogue learns of the stock and the payment gateway is asked to charge.
 */
export const createPlaceOrder = ({
  db,
  clock,
  config,
  onStockChanged,
  startPayment,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  onStockChanged: StockChanged;
  startPayment: OrderPayment['startPayment'];
}): PlaceOrderFlow => {
  return async (userId, input, headerKey, language) => {
    const idempotencyKey = headerKey ?? input.idempotencyKey ?? `auto-${randomBytes(12).toString('hex')}`;
    const now = clock.now();
    const placed = await inTransaction(db, async (trx) => {
      const buyer = await lockBuyer(trx, userId);
      const reads = await checkoutReads(trx, config, { buyer, input, idempotencyKey, language, now });
      if (reads.replayOrderId !== null) return { orderId: reads.replayOrderId, created: false as const };

      const priced = priceOrder(buyer, reads, input, now);
      const written = await writePlacedOrder(trx, {
        userId,
        input,
        idempotencyKey,
        priced,
        language,
        recipient: {
          phone: buyer.phone,
          email: buyer.email,
          language,
          anonymised: buyer.anonymised_at !== null,
        },
        now,
      });
      if (written.order_id === null || written.order_number === null)
        throw await refusalOf(trx, written, priced.lines);
      return {
        orderId: written.order_id,
        orderNumber: written.order_number,
        created: true as const,
        total: priced.total,
        productIds: [...new Set(priced.lines.map((line) => line.productId))],
      };
    });

    if (placed.created) {
      await onStockChanged(placed.productIds);
      if (input.paymentMethod === 'online_bank' || input.paymentMethod === 'card') {
        await startPayment(
          placed.orderId,
          placed.orderNumber,
          placed.total,
          input.paymentMethod,
          input.cardToken,
        );
      }
    }
    return { orderId: placed.orderId, created: placed.created };
  };
};
