import { dashboardWaitingStatuses, type OrderStatus } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import { dayStart } from '../../../../platform/clock';

const count = sql<string>`count(*)`;

/** The orders and quotations waiting for staff, and today's takings (a Phnom Penh day), as the dashboard shows them. */
export const orderCounts = async (db: Db, now: Date) => {
  const orders = async (statuses: OrderStatus[]) =>
    Number(
      (
        await db
          .selectFrom('orders')
          .select(count.as('n'))
          .where('status', 'in', statuses)
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Today as a Phnom Penh day (UTC+7, no daylight saving).
  const today = dayStart(new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10));
  const [waitingRows, pending, waitingForPayment, quotations, sold] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['status', count.as('n')])
      .where('status', 'in', dashboardWaitingStatuses)
      .groupBy('status')
      .execute(),
    orders(['pending']),
    orders(['waiting_for_payment']),
    db.selectFrom('quotations').select(count.as('n')).where('status', '=', 'new').executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .where('created_at', '>=', today)
      .where('status', 'not in', ['canceled', 'rejected'])
      .select([count.as('n'), sql<string>`coalesce(sum(total_cents), 0)`.as('total')])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    waitingOrders: dashboardWaitingStatuses.map((status) => ({
      status,
      count: Number(waitingRows.find((row) => row.status === status)?.n ?? 0),
    })),
    ordersPending: pending,
    ordersWaitingForPayment: waitingForPayment,
    openQuotations: Number(quotations.n),
    ordersToday: Number(sold.n),
    revenueTodayCents: Number(sold.total),
  };
};
