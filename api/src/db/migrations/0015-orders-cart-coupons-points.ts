import { type Kysely, sql } from 'kysely';

/**
 * The buying side of the shop: carts (the cart and the quick order), coupons and their uses, the reward-points
 * ledger, orders with their lines and status history, special-blend requests, and coordinates for provinces and
 * districts (the delivery fee is measured from them when an address has none).
 */
export const up = async (db: Kysely<unknown>) => {
  for (const table of ['provinces', 'districts']) {
    await db.schema
      .alterTable(table)
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .execute();
  }

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('cart', 'quick_order')`))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (col) =>
      col.notNull().references('product_variants.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('cart_items_one_line_per_variant', ['user_id', 'kind', 'variant_id'])
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_km', 'text')
    .addColumn('discount_type', 'text', (col) =>
      col.notNull().check(sql`discount_type in ('percent', 'amount')`),
    )
    // Percent (1-100) or cents.
    .addColumn('discount_value', 'integer', (col) => col.notNull().check(sql`discount_value > 0`))
    .addColumn('max_discount_cents', 'integer')
    .addColumn('min_order_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('usage_limit', 'integer')
    .addColumn('usage_limit_per_user', 'integer')
    .addColumn('used_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`used_count >= 0`))
    // Only for this customer group / only when the order holds a product of this category.
    .addColumn('customer_group_id', 'integer', (col) => col.references('customer_groups.id'))
    .addColumn('category_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('order_number', 'text', (col) => col.notNull().unique())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('cart', 'quick_order')`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) =>
      col.notNull().check(sql`payment_method in ('cash_on_delivery', 'credit_line', 'online_bank', 'card')`),
    )
    .addColumn('payment_status', 'text', (col) =>
      col.notNull().defaultTo('unpaid').check(sql`payment_status in ('unpaid', 'paid')`),
    )
    .addColumn('payment_reference', 'text', (col) => col.unique())
    .addColumn('khqr', 'text')
    .addColumn('payment_expires_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('delivery_type', 'text', (col) =>
      col.notNull().check(sql`delivery_type in ('delivery', 'pickup')`),
    )
    .addColumn('address_id', 'integer', (col) => col.references('addresses.id').onDelete('set null'))
    .addColumn('address_text', 'text')
    .addColumn('province_id', 'integer', (col) => col.references('provinces.id'))
    .addColumn('pickup_place', 'text')
    .addColumn('pickup_at', 'timestamptz')
    .addColumn('distance_km', 'integer')
    .addColumn('expected_delivery', 'text', (col) => col.notNull())
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
    .addColumn('coupon_id', 'integer', (col) => col.references('coupons.id'))
    .addColumn('coupon_discount_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('points_redeemed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('points_discount_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('delivery_fee_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('remark', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('orders_one_per_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('orders_user_created')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('variant_label', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('line_total_cents', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order_id').on('order_lines').column('order_id').execute();
  await db.schema.createIndex('order_lines_product_id').on('order_lines').column('product_id').execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order_id')
    .on('order_status_history')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('coupon_uses')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('coupon_id', 'integer', (col) => col.notNull().references('coupons.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_uses_coupon_user')
    .on('coupon_uses')
    .columns(['coupon_id', 'user_id'])
    .execute();

  // Every change of a user's points; users.total_points is its running sum, kept in the same transaction.
  await db.schema
    .createTable('point_ledger')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) =>
      col.notNull().check(sql`reason in ('earned', 'redeemed', 'refunded')`),
    )
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // An order earns once, redeems once and is refunded once.
    .addUniqueConstraint('point_ledger_once_per_order', ['order_id', 'reason'])
    .execute();
  await db.schema.createIndex('point_ledger_user_id').on('point_ledger').column('user_id').execute();

  await db.schema
    .createTable('special_blend_requests')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blend_name', 'text', (col) => col.notNull())
    .addColumn('roast', 'text', (col) => col.notNull())
    .addColumn('grind', 'text', (col) => col.notNull())
    .addColumn('arabica_percent', 'integer', (col) =>
      col.notNull().check(sql`arabica_percent between 0 and 100`),
    )
    .addColumn('quantity_kg', 'integer', (col) => col.notNull())
    .addColumn('price_per_kg_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('expected_from', 'text', (col) => col.notNull())
    .addColumn('expected_to', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('special_blend_requests_user_id')
    .on('special_blend_requests')
    .column('user_id')
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of [
    'special_blend_requests',
    'point_ledger',
    'coupon_uses',
    'order_status_history',
    'order_lines',
    'orders',
    'coupons',
    'cart_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of ['districts', 'provinces']) {
    await db.schema.alterTable(table).dropColumn('latitude').dropColumn('longitude').execute();
  }
};
