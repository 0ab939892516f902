import type { Kysely } from 'kysely';

/**
 * Orders move stock too: a placed order takes it, a canceled or rejected one gives it back. Those movements name
 * their order instead of a staff member, so a variant's history explains every change of its stock.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('stock_movements')
    .alterColumn('staff_user_id', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('stock_movements')
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db
    .deleteFrom('stock_movements' as never)
    .where('staff_user_id' as never, 'is', null)
    .execute();
  await db.schema.alterTable('stock_movements').dropColumn('order_id').execute();
  await db.schema
    .alterTable('stock_movements')
    .alterColumn('staff_user_id', (col) => col.setNotNull())
    .execute();
};
