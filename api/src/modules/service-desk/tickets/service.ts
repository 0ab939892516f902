import type { ServiceHistoryQuery, ServiceTicketStatus } from '@portal/shared/contract';
import type { Db, Trx } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { UploadService } from '../../accounts';
import { ticketDetail } from './ticket-detail';
import { invalid, notFound } from './ticket-errors';
import { moveTicket, type StaffUpdate, type TicketMove } from './ticket-moves';
import { createTicketRequests } from './ticket-requests';
import { selectTickets, toSummary } from './ticket-rows';
import { createTicketTypeReads } from './ticket-types';

export { type StaffUpdate, type TicketMove, ticketNotice } from './ticket-moves';
export { ticketNumber } from './ticket-requests';
export { selectTickets, type TicketRow, toSummary } from './ticket-rows';

export const createServiceTicketService = ({
  db,
  clock,
  config,
  uploads,
}: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'filesUrl'>;
  uploads: UploadService;
}) => {
  const { ticketTypes, categoriesOf } = createTicketTypeReads({ db });
  const { assertBusinessPartner, create } = createTicketRequests({ db, clock, config, uploads });

  return {
    ticketTypes,
    categoriesOf,
    assertBusinessPartner,
    create,

    /** The caller's own tickets, newest first. */
    async history(userId: number, query: ServiceHistoryQuery, language: string) {
      let base = db.selectFrom('service_tickets').where('user_id', '=', userId);
      if (query.status) base = base.where('status', '=', query.status);
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      let rows = selectTickets(db).where('service_tickets.user_id', '=', userId);
      if (query.status) rows = rows.where('service_tickets.status', '=', query.status);
      const list = await rows
        .orderBy('service_tickets.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return { tickets: list.map((row) => toSummary(row, language)), total: Number(total) };
    },

    detail: (userId: number, ticketId: number, language: string) =>
      ticketDetail(db, config, userId, ticketId, language),

    /** The customer cancels while no technician is scheduled yet (Submitted only). */
    async cancel(userId: number, ticketId: number, language: string) {
      return inTransaction(db, async (trx) => {
        const owned = await trx
          .selectFrom('service_tickets')
          .select('id')
          .where('id', '=', ticketId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!owned) throw notFound();
        await moveTicket(trx, clock, ticketId, 'Cancelled', 'customer');
        return ticketDetail(trx, config, userId, ticketId, language);
      });
    },

    /**
     * The service desk's side: schedule (again), start, complete or reject, with the technician's remark; the
     * customer is notified. `within` runs in the same transaction (the back office writes its audit row there).
     */
    async staffMove(
      ticketId: number,
      to: ServiceTicketStatus,
      update: StaffUpdate = {},
      within?: (trx: Trx, moved: TicketMove) => Promise<void>,
    ) {
      if (to === 'Scheduled' && !update.scheduledAt) throw invalid('badRequest');
      return inTransaction(db, async (trx) => {
        const moved = await moveTicket(trx, clock, ticketId, to, 'staff', update);
        await within?.(trx, moved);
        return moved;
      });
    },
  };
};

export type ServiceTicketService = ReturnType<typeof createServiceTicketService>;
