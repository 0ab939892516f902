import { serviceTicketStatuses } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import { perStatus, toCounts } from '../../../../platform/report-counts';

/** Service tickets made in the period, by status and by type. */
export const serviceTicketReport = async (db: Db, { start, end }: { start: Date; end: Date }) => {
  const made = db
    .selectFrom('service_tickets')
    .where('service_tickets.created_at', '>=', start)
    .where('service_tickets.created_at', '<', end);
  const [statuses, types] = await Promise.all([
    made
      .select(['status', sql<string>`count(*)`.as('n')])
      .groupBy('status')
      .execute(),
    made
      .innerJoin('service_ticket_types', 'service_ticket_types.id', 'service_tickets.ticket_type_id')
      .select([
        sql<string>`service_ticket_types.id::text`.as('key'),
        'service_ticket_types.name',
        'service_ticket_types.name_km',
        sql<string>`count(*)`.as('n'),
      ])
      .groupBy(['service_ticket_types.id', 'service_ticket_types.name', 'service_ticket_types.name_km'])
      .orderBy('n', 'desc')
      .orderBy('service_ticket_types.id')
      .execute(),
  ]);
  const byStatus = perStatus(serviceTicketStatuses, statuses);
  return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus, byType: toCounts(types) };
};
