import {
  type AdminReport,
  type SalesBreakdown,
  type SalesTable,
  salesBreakdowns,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';

export type Period = { start: Date; end: Date };

/**
 * Memory for the report's sorts and in-memory tables, for its statement only: a year of orders on the shop × 100
 * (about 90,000 lines) fits, where the 4 MB default spilled them to temporary files and took a third longer.
 */
const reportMemory = '16MB';

type Figure = {
  breakdown: SalesBreakdown | 'lines' | 'orders';
  key: string | null;
  name: string | null;
  name_km: string | null;
  orders: string;
  quantity: string;
  revenue: string;
};

const figures = (row: Figure | undefined) => ({
  orders: Number(row?.orders ?? 0),
  quantity: Number(row?.quantity ?? 0),
  revenueCents: Number(row?.revenue ?? 0),
});

/** Every figure of the report as rows of (breakdown, key), named where the key is a product, category or group. */
const salesFigures = ({ start, end }: Period) => sql<Figure>`
    with sold as materialized (
      select id, user_id, payment_method, delivery_type, total_cents
      from orders
      where created_at >= ${start} and created_at < ${end} and status not in ('canceled', 'rejected')
    ),
    sold_lines as materialized (
      select order_lines.order_id, order_lines.product_id, products.category_id,
             order_lines.quantity, order_lines.line_total_cents
      from order_lines
      join sold on sold.id = order_lines.order_id
      join catalogue_products products on products.id = order_lines.product_id
    ),
    order_sets as (
      select users.customer_group_id, sold.payment_method, sold.delivery_type,
             grouping(users.customer_group_id, sold.payment_method, sold.delivery_type) as unset,
             count(*) as orders, count(*) filter (where counted.quantity > 0) as orders_with_lines,
             coalesce(sum(counted.quantity), 0) as quantity, coalesce(sum(sold.total_cents), 0) as revenue
      from sold
      join account_people users on users.id = sold.user_id
      left join (select order_id, sum(quantity) as quantity from sold_lines group by order_id) as counted
        on counted.order_id = sold.id
      group by grouping sets ((users.customer_group_id), (sold.payment_method), (sold.delivery_type), ())
    ),
    grouped as (
      select 'product' as breakdown, product_id::text as key,
             count(distinct order_id) as orders, sum(quantity) as quantity, sum(line_total_cents) as revenue
      from sold_lines group by product_id
      union all
      select 'category', category_id::text, count(distinct order_id), sum(quantity), sum(line_total_cents)
      from sold_lines group by category_id
      union all
      select case unset when 3 then 'customerGroup' when 5 then 'paymentMethod' when 6 then 'fulfilment'
                        else 'orders' end,
             coalesce(customer_group_id::text, payment_method, delivery_type), orders, quantity, revenue
      from order_sets
      union all
      select 'lines', null, orders_with_lines, quantity, (select coalesce(sum(line_total_cents), 0) from sold_lines)
      from order_sets where unset = 7
    )
    select grouped.*,
           coalesce(products.name, categories.name, customer_groups.name) as name,
           coalesce(products.name_km, categories.name_km, customer_groups.name_km) as name_km
    from grouped
    left join catalogue_products products on grouped.breakdown = 'product' and products.id::text = grouped.key
    left join catalogue_categories categories on grouped.breakdown = 'category' and categories.id::text = grouped.key
    left join account_groups customer_groups on grouped.breakdown = 'customerGroup' and customer_groups.id::text = grouped.key
  `;

/**
 * Sales of the period by product, category, customer group, payment method and delivery or pickup, with the totals,
 * in one statement. The period's orders are read once and their lines once (kept in memory, see `reportMemory`);
 * an order counts once for a product or category however many of its lines hold it (`count(distinct)`, one sort
 * of the lines each), and the orders' breakdowns and totals are one pass of grouping sets. A sale is an order placed in the period that was not canceled or rejected; a customer's group
 * is the one they are in now. Product and category rows sum order lines (goods before the order's discounts and
 * delivery fee); the others sum the orders' totals.
 */
export const reportSales = async (
  db: Db,
  { start, end }: Period,
): Promise<NonNullable<AdminReport['sales']>> => {
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`select set_config('work_mem', ${reportMemory}, true)`.execute(trx);
    return salesFigures({ start, end }).execute(trx);
  });
  const totals = {
    lines: figures(rows.find((row) => row.breakdown === 'lines')),
    orders: figures(rows.find((row) => row.breakdown === 'orders')),
  };
  const table = (breakdown: SalesBreakdown): SalesTable => ({
    rows: rows
      .filter((row) => row.breakdown === breakdown)
      .map((row) => ({
        key: row.key as string,
        name: row.name ?? (row.key as string),
        nameKm: row.name_km,
        ...figures(row),
      }))
      .sort((a, b) => b.revenueCents - a.revenueCents || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    total: breakdown === 'product' || breakdown === 'category' ? totals.lines : totals.orders,
  });
  return Object.fromEntries(salesBreakdowns.map((breakdown) => [breakdown, table(breakdown)])) as NonNullable<
    AdminReport['sales']
  >;
};
