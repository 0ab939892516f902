import { type Kysely, sql } from 'kysely';

/**
 * Promotion prices: what a customer group pays for a variant while its promotion runs (integer cents); the shop
 * charges the lower of that and the regular price only between the promotion's start and end. Categories, brands
 * and promotions staff have edited are marked so the seed leaves them as staff left them.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('promotion_prices')
    .addColumn('promotion_id', 'integer', (col) =>
      col.notNull().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('variant_id', 'integer', (col) =>
      col.notNull().references('product_variants.id').onDelete('cascade'),
    )
    .addColumn('customer_group_id', 'integer', (col) => col.notNull().references('customer_groups.id'))
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addPrimaryKeyConstraint('promotion_prices_pkey', ['promotion_id', 'variant_id', 'customer_group_id'])
    .execute();
  await db.schema
    .createIndex('promotion_prices_variant')
    .on('promotion_prices')
    .columns(['variant_id', 'customer_group_id'])
    .execute();
  await sql`
    create trigger promotion_prices_read_cache
    after insert or update or delete or truncate on promotion_prices
    for each statement execute function read_cache_notify('products')`.execute(db);

  for (const table of ['categories', 'brands', 'promotions']) {
    await db.schema.alterTable(table).addColumn('staff_edited_at', 'timestamptz').execute();
  }
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['categories', 'brands', 'promotions']) {
    await db.schema.alterTable(table).dropColumn('staff_edited_at').execute();
  }
  await db.schema.dropTable('promotion_prices').execute();
};
