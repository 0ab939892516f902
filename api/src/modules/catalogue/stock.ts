import { ErrorCode } from '@portal/shared/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { alertRestocked } from './stock-alerts/restocked';

export type StockMovement = { variantId: number; quantity: number; stockAfter: number };

/**
 * The stock of a variant on sale (it and its product active), read now, never cached; 404 when none is. `hold`
 * keeps the variant's row from changing until the caller's transaction ends (a stock change in progress is waited
 * for, and a later one waits).
 */
export const liveStock = async (db: Kysely<Database>, variantId: number, { hold = false } = {}) => {
  let query = db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.stock')
    .where('v.id', '=', variantId)
    .where('v.is_active', '=', true)
    .where('p.is_active', '=', true);
  if (hold) query = query.forShare('v');
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound, 'catalogueVariantNotFound');
  return row.stock;
};

/** An order's stock moves, in the variants' history beside staff adjustments (one statement for all lines). */
export const recordStockMovements = async (
  trx: Kysely<Database>,
  orderId: number,
  reason: 'stockReasonOrder' | 'stockReasonOrderReturned',
  movements: StockMovement[],
  now: Date,
) => {
  if (movements.length === 0) return;
  await trx
    .insertInto('stock_movements')
    .values(
      movements.map((movement) => ({
        variant_id: movement.variantId,
        quantity: movement.quantity,
        stock_after: movement.stockAfter,
        reason,
        staff_user_id: null,
        order_id: orderId,
        created_at: now,
      })),
    )
    .execute();
};

/**
 * Puts an order's lines back on the shelf and off the sold counts (never below zero); whoever waited for a variant
 * that was sold out is told it is back.
 */
export const returnStock = async (
  trx: Kysely<Database>,
  lines: { variantId: number; productId: number; quantity: number }[],
  now: Date,
): Promise<StockMovement[]> => {
  const returned: StockMovement[] = [];
  for (const line of lines) {
    const back = await trx
      .updateTable('product_variants')
      .set({ stock: sql`stock + ${line.quantity}` })
      .where('id', '=', line.variantId)
      .returning('stock')
      .executeTakeFirst();
    if (back) returned.push({ variantId: line.variantId, quantity: line.quantity, stockAfter: back.stock });
    await trx
      .updateTable('products')
      .set({ sold_count: sql`greatest(sold_count - ${line.quantity}, 0)` })
      .where('id', '=', line.productId)
      .execute();
  }
  await alertRestocked(trx, returned, now);
  return returned;
};
