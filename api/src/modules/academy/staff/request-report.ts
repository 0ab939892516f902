import { academyTicketStatuses } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/schema';
import { perStatus, toCounts } from '../../../platform/report-counts';

/** Academy requests by status, and by the training asked for (a barista request has no type: its kind names it). */
export const academyRequestReport = async (db: Db, { start, end }: { start: Date; end: Date }) => {
  const made = db
    .selectFrom('academy_tickets')
    .where('academy_tickets.created_at', '>=', start)
    .where('academy_tickets.created_at', '<', end);
  const [statuses, types] = await Promise.all([
    made
      .select(['status', sql<string>`count(*)`.as('n')])
      .groupBy('status')
      .execute(),
    made
      .leftJoin('academy_ticket_types', 'academy_ticket_types.id', 'academy_tickets.ticket_type_id')
      .select([
        sql<string>`coalesce(academy_ticket_types.id::text, academy_tickets.kind)`.as('key'),
        'academy_ticket_types.name',
        'academy_ticket_types.name_km',
        sql<string>`count(*)`.as('n'),
      ])
      .groupBy([
        'academy_ticket_types.id',
        'academy_tickets.kind',
        'academy_ticket_types.name',
        'academy_ticket_types.name_km',
      ])
      .orderBy('n', 'desc')
      .orderBy('key')
      .execute(),
  ]);
  const byStatus = perStatus(academyTicketStatuses, statuses);
  return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus, byType: toCounts(types) };
};
