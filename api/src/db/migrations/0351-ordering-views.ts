import { type Kysely, sql } from 'kysely';

/**
 * What other domains may read of ordering: plain single-table views, so ordering can change its tables behind them
 * (a customer's basket lines for the profile's count, an order's number for the stock history, the category a
 * coupon is limited to).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create view ordering_basket_lines as
    select id, user_id, kind, product_id, variant_id, quantity from cart_items`.execute(db);
  await sql`create view ordering_order_numbers as select id, order_number from orders`.execute(db);
  await sql`create view ordering_coupon_categories as
    select id, category_id from coupons where category_id is not null`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  for (const view of ['ordering_coupon_categories', 'ordering_order_numbers', 'ordering_basket_lines'])
    await sql`drop view if exists ${sql.table(view)}`.execute(db);
};
