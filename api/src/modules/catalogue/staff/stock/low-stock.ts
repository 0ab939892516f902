import type {
  AdminLowStockVariant,
  AdminRestocked,
  adminRestockBodySchema,
  ListQuery,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { ReadCache } from '../../../../platform/read-cache';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { defaultLowStockLevel, lowStockLevelSql } from '../../low-stock-level';
import { alertRestocked } from '../../stock-alerts/restocked';
import { variantNotFound } from '../errors';

type RestockBody = z.output<typeof adminRestockBodySchema>;

/** The variants at or under their low-stock level, and restocking several of them at once. */
export const createLowStockDesk = ({
  db,
  clock,
  readCache,
}: {
  db: Db;
  clock: Clock;
  readCache: ReadCache;
}) => ({
  /** Sold variants (of shown products) at or under their own level, else the default; fewest first. */
  async lowStock(page: ListQuery) {
    const low = db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .where('v.is_active', '=', true)
      .where('p.is_active', '=', true)
      .where('v.stock', '<=', lowStockLevelSql('v'));
    const [rows, total, defaultLevel] = await Promise.all([
      low
        .select([
          'v.id as variantId',
          'p.id as productId',
          'p.name as productName',
          'p.name_km as productNameKm',
          'v.sku',
          'v.stock',
          'v.low_stock_level as ownLevel',
        ])
        .select(lowStockLevelSql('v').as('level'))
        .orderBy('v.stock')
        .orderBy('v.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      low.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      defaultLowStockLevel(db),
    ]);
    const items: AdminLowStockVariant[] = rows.map((row) => ({
      ...row,
      level: Number(row.level),
      ownLevel: row.ownLevel ?? null,
    }));
    return { items, total: Number(total.n), defaultLevel };
  },

  /**
   * Every line as the single adjustment does it (a guarded `stock = stock + q` and a movement row), all in one
   * transaction: one unknown variant and nothing is restocked. Rows are locked in id order, so two restocks of the
   * same variants wait for each other instead of deadlocking.
   */
  async restock(staff: StaffCaller, body: RestockBody): Promise<AdminRestocked> {
    const items = [...body.items].sort((a, b) => a.variantId - b.variantId);
    const result = await auditedWrite(db, clock, staff, async (trx) => {
      const restocked: AdminRestocked = [];
      for (const { variantId, quantity } of items) {
        const updated = await trx
          .updateTable('product_variants')
          .set({ stock: sql`stock + ${quantity}` })
          .where('id', '=', variantId)
          .returning('stock')
          .executeTakeFirst();
        if (!updated) throw variantNotFound();
        const movement = await trx
          .insertInto('stock_movements')
          .values({
            variant_id: variantId,
            quantity,
            stock_after: updated.stock,
            reason: body.reason,
            staff_user_id: staff.userId,
            created_at: clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        restocked.push({ variantId, stock: updated.stock, movementId: movement.id });
      }
      await alertRestocked(
        trx,
        restocked.map((line, index) => ({
          variantId: line.variantId,
          quantity: items[index]?.quantity ?? 0,
          stockAfter: line.stock,
        })),
        clock.now(),
      );
      return {
        result: restocked,
        audit: {
          action: 'stock.restock',
          entity: 'variant',
          entityId: null,
          before: null,
          after: {
            reason: body.reason,
            items: restocked.map((line, index) => ({ ...line, quantity: items[index]?.quantity })),
          },
        },
      };
    });
    readCache.invalidate('products');
    return result;
  },
});

export type LowStockDesk = ReturnType<typeof createLowStockDesk>;
