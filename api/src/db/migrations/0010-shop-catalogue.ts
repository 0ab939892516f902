import { type Kysely, sql } from 'kysely';

/**
 * The shop's catalogue: brands, products, their pictures, options and variants (each variant its own SKU, stock
 * and prices per customer group, integer cents), reviews, wishlists, promotions, home banners, showrooms and
 * quotation requests. Substring search runs on a trigram index (pg_trgm).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .addColumn('logo', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    // Stable handle for seeds and tests; never shown.
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('brand_id', 'integer', (col) => col.references('brands.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description_km', 'text')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_top_selection', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_merchandise', 'boolean', (col) => col.notNull().defaultTo(false))
    // Units sold; placing an order adds its quantities (best sellers rank by it).
    .addColumn('sold_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`sold_count >= 0`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    // Lower-cased English and Khmer names together: one trigram index serves substring search in both.
    .addColumn('search_text', 'text', (col) =>
      col.generatedAlwaysAs(sql`lower(name || ' ' || coalesce(name_km, ''))`).stored(),
    )
    .execute();
  await db.schema.createIndex('products_category_id').on('products').column('category_id').execute();
  await db.schema.createIndex('products_brand_id').on('products').column('brand_id').execute();
  await db.schema.createIndex('products_created_at').on('products').column('created_at').execute();
  await db.schema.createIndex('products_sold_count').on('products').column('sold_count').execute();
  await sql`create index products_search_text_trgm on products using gin (search_text gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_images_product_id')
    .on('product_images')
    .column('product_id')
    .execute();

  // Option kinds of a product (bag size, grind …) and their values (250 g, 1 kg; whole bean, espresso …).
  await db.schema
    .createTable('product_options')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('product_options_product_name', ['product_id', 'name'])
    .execute();
  await db.schema
    .createTable('product_option_values')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('option_id', 'integer', (col) =>
      col.notNull().references('product_options.id').onDelete('cascade'),
    )
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('value_km', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('product_option_values_option_value', ['option_id', 'value'])
    .execute();

  // What is sold: every product has at least one variant; a product with options has one per combination.
  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (col) => col.notNull().unique())
    .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0).check(sql`stock >= 0`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_variants_product_id')
    .on('product_variants')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('product_variant_values')
    .addColumn('variant_id', 'integer', (col) =>
      col.notNull().references('product_variants.id').onDelete('cascade'),
    )
    .addColumn('option_value_id', 'integer', (col) =>
      col.notNull().references('product_option_values.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_variant_values_pkey', ['variant_id', 'option_value_id'])
    .execute();

  // The price a customer group pays for a variant; compare_at_cents is the crossed-out price of a promotion.
  await db.schema
    .createTable('product_variant_prices')
    .addColumn('variant_id', 'integer', (col) =>
      col.notNull().references('product_variants.id').onDelete('cascade'),
    )
    .addColumn('customer_group_id', 'integer', (col) => col.notNull().references('customer_groups.id'))
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('compare_at_cents', 'integer', (col) => col.check(sql`compare_at_cents > 0`))
    .addPrimaryKeyConstraint('product_variant_prices_pkey', ['variant_id', 'customer_group_id'])
    .execute();

  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('product_reviews_one_per_user', ['product_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pkey', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_km', 'text')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description_km', 'text')
    .addColumn('image', 'text')
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('promotion_products')
    .addColumn('promotion_id', 'integer', (col) =>
      col.notNull().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('promotion_products_pkey', ['promotion_id', 'product_id'])
    .execute();

  // The home page's slider (advertisement/banner), apart from the popup banners.
  await db.schema
    .createTable('home_banners')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_km', 'text')
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('showrooms')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('address_km', 'text')
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('opening_hours', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description_km', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('image', 'text')
    .addColumn('is_head_office', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // "Request a quote" on a package promotion (category 7).
  await db.schema
    .createTable('quotations')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('company', 'text')
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('message', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('new').check(sql`status in ('new', 'answered', 'closed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Every write to what the read cache holds tells every API process (LISTEN read_cache) which part to forget;
  // NOTIFY is delivered on commit, so a rolled-back write invalidates nothing.
  await sql`
    create function read_cache_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('read_cache', tg_argv[0]);
      return null;
    end
    $$`.execute(db);
  const watched: [string, string][] = [
    ['settings', 'settings'],
    ['languages', 'localize'],
    ['translations', 'localize'],
    ['categories', 'categories'],
    ['popup_banners', 'banners'],
    ['home_banners', 'banners'],
    ['showrooms', 'showrooms'],
    ['brands', 'products'],
    ['products', 'products'],
    ['product_images', 'products'],
    ['product_options', 'products'],
    ['product_option_values', 'products'],
    ['product_variants', 'products'],
    ['product_variant_values', 'products'],
    ['product_variant_prices', 'products'],
    ['product_reviews', 'products'],
    ['promotions', 'products'],
    ['promotion_products', 'products'],
  ];
  for (const [table, tag] of watched) {
    await sql`
      create trigger ${sql.raw(`${table}_read_cache`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function read_cache_notify(${sql.lit(tag)})`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of [
    'quotations',
    'showrooms',
    'home_banners',
    'promotion_products',
    'promotions',
    'wishlist_items',
    'product_reviews',
    'product_variant_prices',
    'product_variant_values',
    'product_variants',
    'product_option_values',
    'product_options',
    'product_images',
    'products',
    'brands',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of ['settings', 'languages', 'translations', 'categories', 'popup_banners']) {
    await sql`drop trigger ${sql.raw(`${table}_read_cache`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function read_cache_notify()`.execute(db);
};
