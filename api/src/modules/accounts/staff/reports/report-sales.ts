import {
  type AdminReport,
  type SalesBreakdown,
  type SalesTable,
  salesBreakdowns,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';

export type Period = { start: Date; end: Date };

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

/**
 * Sales of the period by product, category, customer group, payment method and delivery or pickup, with the totals,
 * in one statement: the period's orders and their lines are read once, and every figure is a hash aggregate over
 * them (no sort, no `count(distinct)`), so a year of orders answers quickly. A sale is an order placed in the period
 * that was not canceled or rejected; a customer's group is the one they are in now. Product and category rows sum
 * order lines (goods before the order's discounts and delivery fee); the others sum the orders' totals.
 */
export const reportSales = async (
  db: Db,
  { start, end }: Period,
): Promise<NonNullable<AdminReport['sales']>> => {
  const { rows } = await sql<Figure>`
    with sold as materialized (
      select id, user_id, payment_method, delivery_type, total_cents
      from orders
      where created_at >= ${start} and created_at < ${end} and status not in ('canceled', 'rejected')
    ),
    line_figures as materialized (
      select order_lines.order_id, order_lines.product_id,
             sum(order_lines.quantity) as quantity, sum(order_lines.line_total_cents) as revenue
      from order_lines
      join sold on sold.id = order_lines.order_id
      group by order_lines.order_id, order_lines.product_id
    ),
    order_figures as materialized (
      select sold.user_id, sold.payment_method, sold.delivery_type, sold.total_cents,
             coalesce(counted.quantity, 0) as quantity
      from sold
      left join (select order_id, sum(quantity) as quantity from line_figures group by order_id) as counted
        on counted.order_id = sold.id
    ),
    category_figures as (
      select line_figures.order_id, products.category_id,
             sum(line_figures.quantity) as quantity, sum(line_figures.revenue) as revenue
      from line_figures
      join products on products.id = line_figures.product_id
      group by line_figures.order_id, products.category_id
    ),
    grouped as (
      select 'product' as breakdown, product_id::text as key,
             count(*) as orders, sum(quantity) as quantity, sum(revenue) as revenue
      from line_figures group by product_id
      union all
      select 'category', category_id::text, count(*), sum(quantity), sum(revenue)
      from category_figures group by category_id
      union all
      select 'lines', null, count(*) filter (where quantity > 0), sum(quantity),
             (select coalesce(sum(revenue), 0) from line_figures)
      from order_figures
      union all
      select 'customerGroup', users.customer_group_id::text, count(*), sum(quantity), sum(total_cents)
      from order_figures join users on users.id = order_figures.user_id group by users.customer_group_id
      union all
      select 'paymentMethod', payment_method, count(*), sum(quantity), sum(total_cents)
      from order_figures group by payment_method
      union all
      select 'fulfilment', delivery_type, count(*), sum(quantity), sum(total_cents)
      from order_figures group by delivery_type
      union all
      select 'orders', null, count(*), coalesce(sum(quantity), 0), coalesce(sum(total_cents), 0)
      from order_figures
    )
    select grouped.*,
           coalesce(products.name, categories.name, customer_groups.name) as name,
           coalesce(products.name_km, categories.name_km, customer_groups.name_km) as name_km
    from grouped
    left join products on grouped.breakdown = 'product' and products.id::text = grouped.key
    left join categories on grouped.breakdown = 'category' and categories.id::text = grouped.key
    left join customer_groups on grouped.breakdown = 'customerGroup' and customer_groups.id::text = grouped.key
  `.execute(db);

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
