import type {
  AdminStockAdjusted,
  AdminStockMovement,
  adminStockAdjustmentBodySchema,
  ListQuery,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { keysetPages } from '../../../../platform/csv';
import type { ReadCache } from '../../../../platform/read-cache';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { alertRestocked } from '../../stock-alerts/restocked';
import { conflict, variantNotFound } from '../errors';

type AdjustmentBody = z.output<typeof adminStockAdjustmentBodySchema>;

type MovementRow = {
  id: number;
  variant_id: number;
  quantity: number;
  stock_after: number;
  reason: string;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  order_number: string | null;
};

const toMovement = (row: MovementRow): AdminStockMovement => ({
  id: row.id,
  variantId: row.variant_id,
  quantity: row.quantity,
  stockAfter: row.stock_after,
  reason: row.reason,
  staffName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  orderNumber: row.order_number,
  createdAt: row.created_at.toISOString(),
});

/** Staff adjust a variant's stock by a signed quantity with a reason; each adjustment is a movement row. */
export const createStaffStockService = ({
  db,
  clock,
  readCache,
}: {
  db: Db;
  clock: Clock;
  readCache: ReadCache;
}) => ({
  /**
   * One guarded UPDATE (`stock = stock + q where stock + q >= 0`): the row lock orders it with customers' orders
   * and other adjustments, each sees the stock the one before left, and none is lost. Answers 409 when the stock
   * would fall below 0, writing nothing.
   */
  async adjust(staff: StaffCaller, variantId: number, body: AdjustmentBody): Promise<AdminStockAdjusted> {
    const result = await auditedWrite(db, clock, staff, async (trx) => {
      const updated = await trx
        .updateTable('product_variants')
        .set({ stock: sql`stock + ${body.quantity}` })
        .where('id', '=', variantId)
        .where(sql<boolean>`stock + ${body.quantity} >= 0`)
        .returning('stock')
        .executeTakeFirst();
      if (!updated) {
        const exists = await trx
          .selectFrom('product_variants')
          .select('id')
          .where('id', '=', variantId)
          .executeTakeFirst();
        if (!exists) throw variantNotFound();
        throw conflict('adminStockWouldGoNegative');
      }
      const movement = await trx
        .insertInto('stock_movements')
        .values({
          variant_id: variantId,
          quantity: body.quantity,
          stock_after: updated.stock,
          reason: body.reason,
          staff_user_id: staff.userId,
          created_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await alertRestocked(
        trx,
        [{ variantId, quantity: body.quantity, stockAfter: updated.stock }],
        clock.now(),
      );
      return {
        result: { stock: updated.stock, movementId: movement.id },
        audit: {
          action: 'stock.adjust',
          entity: 'variant',
          entityId: variantId,
          before: { stock: updated.stock - body.quantity },
          after: { stock: updated.stock, quantity: body.quantity, reason: body.reason },
        },
      };
    });
    readCache.invalidate('products');
    const [movement] = await movementQuery(db).where('m.id', '=', result.movementId).execute();
    return { variantId, stock: result.stock, movement: toMovement(movement as MovementRow) };
  },

  /** A variant's movements, staff adjustments and orders alike, newest first. */
  async movements(variantId: number, page: ListQuery) {
    const exists = await db
      .selectFrom('product_variants')
      .select('id')
      .where('id', '=', variantId)
      .executeTakeFirst();
    if (!exists) throw variantNotFound();
    const [rows, total] = await Promise.all([
      movementQuery(db)
        .where('m.variant_id', '=', variantId)
        .orderBy('m.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('variant_id', '=', variantId)
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toMovement), total: Number(total.n) };
  },

  /** The same movements, every one, a page at a time, for the CSV download. */
  async exportMovements(variantId: number) {
    const exists = await db
      .selectFrom('product_variants')
      .select('id')
      .where('id', '=', variantId)
      .executeTakeFirst();
    if (!exists) throw variantNotFound();
    return keysetPages(
      async (after: number | null, size) => {
        let page = movementQuery(db).where('m.variant_id', '=', variantId);
        if (after !== null) page = page.where('m.id', '<', after);
        return (await page.orderBy('m.id', 'desc').limit(size).execute()).map(toMovement);
      },
      (movement) => movement.id,
    );
  },
});

const movementQuery = (db: Db) =>
  db
    .selectFrom('stock_movements as m')
    .leftJoin('account_people as u', 'u.id', 'm.staff_user_id')
    .leftJoin('ordering_order_numbers as o', 'o.id', 'm.order_id')
    .select([
      'm.id',
      'm.variant_id',
      'm.quantity',
      'm.stock_after',
      'm.reason',
      'm.created_at',
      'u.first_name',
      'u.last_name',
      'o.order_number',
    ]);

export type StaffStockService = ReturnType<typeof createStaffStockService>;
