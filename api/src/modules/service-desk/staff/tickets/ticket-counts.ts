import { dashboardOpenTicketStatuses } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';

const count = sql<string>`count(*)`;

/** Open service tickets, in all and per status, as the dashboard shows them. */
export const ticketCounts = async (db: Db) => {
  const [rows, open] = await Promise.all([
    db
      .selectFrom('service_tickets')
      .select(['status', count.as('n')])
      .where('status', 'in', dashboardOpenTicketStatuses)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('service_tickets')
      .select(count.as('n'))
      .where('status', 'in', ['Submitted', 'Scheduled', 'InProgress'])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    openServiceTickets: Number(open.n),
    openTickets: dashboardOpenTicketStatuses.map((status) => ({
      status,
      count: Number(rows.find((row) => row.status === status)?.n ?? 0),
    })),
  };
};
