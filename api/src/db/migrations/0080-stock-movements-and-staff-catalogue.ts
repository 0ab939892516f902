import { type Kysely, sql } from 'kysely';

/**
 * The back office's catalogue: every stock adjustment staff make is a row (signed quantity, the stock it left,
 * why, who, when); products staff have edited are marked so the seed leaves them as staff left them; coupon codes
 * are unique whatever their case.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('variant_id', 'integer', (col) =>
      col.notNull().references('product_variants.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity <> 0`))
    .addColumn('stock_after', 'integer', (col) => col.notNull().check(sql`stock_after >= 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('staff_user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_variant_id')
    .on('stock_movements')
    .columns(['variant_id', 'id'])
    .execute();

  await db.schema.alterTable('products').addColumn('staff_edited_at', 'timestamptz').execute();

  await sql`create unique index coupons_code_lower on coupons (lower(code))`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop index coupons_code_lower`.execute(db);
  await db.schema.alterTable('products').dropColumn('staff_edited_at').execute();
  await db.schema.dropTable('stock_movements').execute();
};
