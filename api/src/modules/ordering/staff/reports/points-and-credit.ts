import type { AdminReport } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import type { Period } from './report-sales';

/** Points issued, redeemed and refunded in the period. */
export const pointsReport = async (db: Db, { start, end }: Period) => {
  const row = await db
    .selectFrom('point_ledger')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .select([
      sql<string>`coalesce(sum(points) filter (where reason = 'earned'), 0)`.as('issued'),
      sql<string>`coalesce(-sum(points) filter (where reason = 'redeemed'), 0)`.as('redeemed'),
      sql<string>`coalesce(sum(points) filter (where reason = 'refunded'), 0)`.as('refunded'),
    ])
    .executeTakeFirstOrThrow();
  return { issued: Number(row.issued), redeemed: Number(row.redeemed), refunded: Number(row.refunded) };
};

/** Credit-line orders of the period per business partner, most used first. */
export const partnerCreditReport = async (
  db: Db,
  { start, end }: Period,
): Promise<NonNullable<AdminReport['partnerCredit']>> => {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('account_people as partner', 'partner.id', 'orders.user_id')
    .where('orders.created_at', '>=', start)
    .where('orders.created_at', '<', end)
    .where('orders.payment_method', '=', 'credit_line')
    .where('orders.status', 'not in', ['canceled', 'rejected'])
    .groupBy(['partner.id', 'partner.first_name', 'partner.last_name', 'partner.credit_line_cents'])
    .select([
      'partner.id',
      'partner.first_name',
      'partner.last_name',
      'partner.credit_line_cents',
      sql<string>`count(*)`.as('orders'),
      sql<string>`sum(orders.total_cents)`.as('used'),
    ])
    .orderBy('used', 'desc')
    .orderBy('partner.id')
    .execute();
  const list = rows.map((row) => ({
    userId: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    creditLineCents: row.credit_line_cents,
    orders: Number(row.orders),
    usedCents: Number(row.used),
  }));
  return {
    rows: list,
    total: {
      orders: list.reduce((sum, row) => sum + row.orders, 0),
      usedCents: list.reduce((sum, row) => sum + row.usedCents, 0),
    },
  };
};
