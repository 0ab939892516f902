import {
  type AdminDashboardQuery,
  type AdminSales,
  adminDashboardQuerySchema,
  type DashboardRanked,
  dashboardWindow,
  type SalesFigures,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import { dayStart } from '../../../../platform/clock';

const dayMs = 86_400_000;
const notSold = ['canceled', 'rejected'];

/** The instants a run of Phnom Penh days covers: from the first day's start until the day after the last begins. */
const instants = (from: string, to: string) => ({
  start: dayStart(from),
  end: new Date(dayStart(to).getTime() + dayMs),
});

/** Customers who joined in [start, end): the accounts' answer, which the dashboard's flow passes in. */
export type NewCustomers = (start: Date, end: Date) => Promise<number>;

/** The dashboard's sales: every figure summed and counted by the database, for the period and the one before. */
export const dashboardSales = async (
  db: Db,
  query: AdminDashboardQuery,
  now: Date,
  newCustomers: NewCustomers,
): Promise<AdminSales> => {
  const window = dashboardWindow(adminDashboardQuerySchema.parse(query), now);
  const current = instants(window.from, window.to);
  const previous = instants(window.previousFrom, window.previousTo);

  const figures = async ({ start, end }: { start: Date; end: Date }): Promise<SalesFigures> => {
    const [sold, joined] = await Promise.all([
      db
        .selectFrom('orders')
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .where('status', 'not in', notSold)
        .select([
          sql<string>`count(*)`.as('orders'),
          sql<string>`coalesce(sum(total_cents), 0)`.as('revenue'),
          sql<string>`coalesce(round(avg(total_cents)), 0)`.as('average'),
        ])
        .executeTakeFirstOrThrow(),
      newCustomers(start, end),
    ]);
    return {
      revenueCents: Number(sold.revenue),
      orders: Number(sold.orders),
      averageOrderCents: Number(sold.average),
      newCustomers: joined,
    };
  };

  // An order's Phnom Penh day: its UTC time seven hours on (Cambodia keeps UTC+7 all year).
  const days = () =>
    sql<{ day: string; revenue: string; orders: string }>`
      with sold as (
        select ((created_at at time zone 'UTC') + interval '7 hours')::date as day, total_cents
        from orders
        where created_at >= ${current.start} and created_at < ${current.end}
          and status not in ('canceled', 'rejected')
      )
      select to_char(period.day, 'YYYY-MM-DD') as day,
             coalesce(sum(sold.total_cents), 0) as revenue,
             count(sold.day) as orders
      from generate_series(${window.from}::date, ${window.to}::date, interval '1 day') as period(day)
      left join sold on sold.day = period.day::date
      group by period.day
      order by period.day`.execute(db);

  const soldLines = () =>
    db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .innerJoin('catalogue_products as products', 'products.id', 'order_lines.product_id')
      .where('orders.created_at', '>=', current.start)
      .where('orders.created_at', '<', current.end)
      .where('orders.status', 'not in', notSold);
  const ranked = (
    rows: { id: number; name: string; name_km: string | null; quantity: string; revenue: string }[],
  ) =>
    rows.map(
      (row): DashboardRanked => ({
        id: row.id,
        name: row.name,
        nameKm: row.name_km,
        quantity: Number(row.quantity),
        revenueCents: Number(row.revenue),
      }),
    );
  const quantity = sql<string>`sum(order_lines.quantity)`;
  const revenue = sql<string>`sum(order_lines.line_total_cents)`;

  const [thisPeriod, periodBefore, series, products, categories] = await Promise.all([
    figures(current),
    figures(previous),
    days(),
    soldLines()
      .select([
        'products.id',
        'products.name',
        'products.name_km',
        quantity.as('quantity'),
        revenue.as('revenue'),
      ])
      .groupBy(['products.id', 'products.name', 'products.name_km'])
      .orderBy('revenue', 'desc')
      .orderBy('products.id')
      .limit(5)
      .execute(),
    soldLines()
      .innerJoin('catalogue_categories as categories', 'categories.id', 'products.category_id')
      .select([
        'categories.id',
        'categories.name',
        'categories.name_km',
        quantity.as('quantity'),
        revenue.as('revenue'),
      ])
      .groupBy(['categories.id', 'categories.name', 'categories.name_km'])
      .orderBy('revenue', 'desc')
      .orderBy('categories.id')
      .limit(5)
      .execute(),
  ]);

  return {
    ...window,
    current: thisPeriod,
    previous: periodBefore,
    days: series.rows.map((row) => ({
      day: row.day,
      revenueCents: Number(row.revenue),
      orders: Number(row.orders),
    })),
    topProducts: ranked(products),
    topCategories: ranked(categories),
  };
};
