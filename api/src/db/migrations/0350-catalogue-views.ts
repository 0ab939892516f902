import { type Kysely, sql } from 'kysely';

/**
 * What other domains may read of catalogue: plain single-table views (and one join of a variant's option values),
 * so catalogue can change its tables behind them. Each is a simple select PostgreSQL inlines into the query that
 * names it, so the cart and the order path pay nothing for them.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create view catalogue_products as
    select id, key, category_id, brand_id, name, name_km, is_active from products`.execute(db);
  await sql`create view catalogue_variants as
    select id, product_id, sku, stock, is_active, sort from product_variants`.execute(db);
  await sql`create view catalogue_options as
    select id, product_id, name, name_km, sort from product_options`.execute(db);
  await sql`create view catalogue_variant_labels as
    select vv.variant_id, ov.value, ov.value_km, o.id as option_id, o.sort as option_sort
    from product_variant_values vv
    join product_option_values ov on ov.id = vv.option_value_id
    join product_options o on o.id = ov.option_id`.execute(db);
  await sql`create view catalogue_prices as
    select variant_id, customer_group_id, price_cents, compare_at_cents from product_variant_prices`.execute(
    db,
  );
  await sql`create view catalogue_images as
    select id, product_id, image, width, height, sort from product_images`.execute(db);
  await sql`create view catalogue_categories as
    select id, parent_id, key, slug, name, name_km, sort, is_active from categories`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  for (const view of [
    'catalogue_categories',
    'catalogue_images',
    'catalogue_prices',
    'catalogue_variant_labels',
    'catalogue_options',
    'catalogue_variants',
    'catalogue_products',
  ])
    await sql`drop view if exists ${sql.table(view)}`.execute(db);
};
