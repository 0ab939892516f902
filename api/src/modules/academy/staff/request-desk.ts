import {
  type AdminAcademyRequest,
  type AdminAcademyRequestFilter,
  type AdminAcademyRequestMoveBody,
  type AdminAcademyRequestQuery,
  ErrorCode,
  staffTicketMoves,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { keysetPages } from '../../../platform/csv';
import { AppError } from '../../../platform/errors';
import { recordAudit, type StaffCaller } from '../../../platform/staff';
import type { AcademyTicketService } from '../training/service';

const requestNotFound = () => new AppError(404, ErrorCode.notFound, 'adminAcademyRequestNotFound');

/** Training and barista requests of every customer, and their moves. */
export const createRequestDesk = ({
  db,
  clock,
  academyTickets,
}: {
  db: Db;
  clock: Clock;
  academyTickets: AcademyTicketService;
}) => {
  const requestsWithCustomers = async (ids: number[], language: string): Promise<AdminAcademyRequest[]> => {
    if (ids.length === 0) return [];
    const [tickets, owners] = await Promise.all([
      academyTickets.byIds(ids, language),
      db
        .selectFrom('academy_tickets')
        .innerJoin('account_customers', 'account_customers.id', 'academy_tickets.user_id')
        .select(['academy_tickets.id as ticket_id', 'account_customers.customer'])
        .where('academy_tickets.id', 'in', ids)
        .execute(),
    ]);
    return tickets.map((ticket) => {
      const owner = owners.find((row) => row.ticket_id === ticket.id);
      if (!owner) throw requestNotFound();
      return { ...ticket, customer: owner.customer, nextStatuses: staffTicketMoves(ticket.status) };
    });
  };

  const filtered = (query: AdminAcademyRequestFilter) => {
    const base = db.selectFrom('academy_tickets').where('kind', '=', query.kind);
    return query.status ? base.where('status', '=', query.status) : base;
  };

  return {
    async requests(query: AdminAcademyRequestQuery, language: string) {
      const base = filtered(query);
      const [{ total }, ids] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        base
          .select('id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
      ]);
      const items = await requestsWithCustomers(
        ids.map((row) => row.id),
        language,
      );
      return { items, total: Number(total) };
    },

    /** The filtered requests, newest first, a page at a time, for the CSV download. */
    async *exportRequests(query: AdminAcademyRequestFilter, language: string) {
      const pages = keysetPages(
        (after: number | null, size) =>
          (after === null ? filtered(query) : filtered(query).where('id', '<', after))
            .select('id')
            .orderBy('id', 'desc')
            .limit(size)
            .execute(),
        (row) => row.id,
        500,
      );
      for await (const ids of pages)
        yield await requestsWithCustomers(
          ids.map((row) => row.id),
          language,
        );
    },

    /** One move of the request table; the requester is notified and the audit row written, in one transaction. */
    async moveRequest(staff: StaffCaller, id: number, body: AdminAcademyRequestMoveBody, language: string) {
      const exists = await db
        .selectFrom('academy_tickets')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) throw requestNotFound();
      await academyTickets.move(id, body.status, body.remark ?? null, (trx, moved) =>
        recordAudit(trx, clock, staff, {
          action: 'academyRequest.status',
          entity: 'academyRequest',
          entityId: id,
          before: { status: moved.from },
          after: { status: body.status, remark: body.remark ?? null },
        }),
      );
      const [request] = await requestsWithCustomers([id], language);
      if (!request) throw requestNotFound();
      return request;
    },
  };
};
