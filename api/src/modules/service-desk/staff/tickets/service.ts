import {
  type AdminServiceTicketDetail,
  type AdminServiceTicketMoveBody,
  type AdminServiceTicketQuery,
  type AdminServiceTicketSummary,
  ErrorCode,
  ticketMovesOf,
  visitInstant,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { likePattern } from '../../../../db/like-pattern';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { keysetPages } from '../../../../platform/csv';
import { AppError } from '../../../../platform/errors';
import { recordAudit, type StaffCaller } from '../../../../platform/staff';
import { type ServiceTicketService, selectTickets, toSummary } from '../../tickets/service';

const notFound = () => new AppError(404, ErrorCode.notFound, 'adminServiceTicketNotFound');

/** The tickets the desk's filters leave, with their customer: the list and its CSV read the same rows. */
const filteredTickets = (db: Db, query: Omit<AdminServiceTicketQuery, 'limit' | 'offset'>) => {
  let base = selectTickets(db).innerJoin(
    'account_customers',
    'account_customers.id',
    'service_tickets.user_id',
  );
  if (query.status) base = base.where('service_tickets.status', '=', query.status);
  if (query.kind)
    base = base.where('service_ticket_types.code', '=', query.kind === 'checkup' ? 'CHECKUP' : 'PACKAGE');
  const search = query.customer?.trim();
  if (search) {
    const like = likePattern(search);
    base = base.where((eb) =>
      eb.or([
        eb('account_customers.first_name', 'ilike', like),
        eb('account_customers.last_name', 'ilike', like),
        eb(sql<string>`account_customers.first_name || ' ' || account_customers.last_name`, 'ilike', like),
        eb('account_customers.phone', 'ilike', like),
        eb('account_customers.email', 'ilike', like),
        eb('service_tickets.number', 'ilike', like),
      ]),
    );
  }
  return base;
};

/** Every customer's service tickets for the service desk; moves go through the ticket service and its table. */
export const createStaffServiceTicketService = ({
  db,
  clock,
  serviceTickets,
}: {
  db: Db;
  clock: Clock;
  serviceTickets: ServiceTicketService;
}) => ({
  async list(query: AdminServiceTicketQuery, language: string) {
    const base = filteredTickets(db, query);
    const [rows, total] = await Promise.all([
      base
        .select('account_customers.customer')
        .orderBy('service_tickets.created_at', 'desc')
        .orderBy('service_tickets.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const items: AdminServiceTicketSummary[] = rows.map((row) => ({
      ...toSummary(row, language),
      customer: row.customer,
      technicianName: row.technician_name,
    }));
    return { items, total: Number(total.n) };
  },

  /** The filtered tickets, newest first, a page at a time, for the CSV download. */
  exportTickets: (query: Omit<AdminServiceTicketQuery, 'limit' | 'offset'>, language: string) =>
    keysetPages(
      async (after: number | null, size) =>
        (
          await (after === null
            ? filteredTickets(db, query)
            : filteredTickets(db, query).where('service_tickets.id', '<', after)
          )
            .select('account_customers.customer')
            .orderBy('service_tickets.id', 'desc')
            .limit(size)
            .execute()
        ).map(
          (row): AdminServiceTicketSummary => ({
            ...toSummary(row, language),
            customer: row.customer,
            technicianName: row.technician_name,
          }),
        ),
      (ticket) => ticket.id,
    ),

  async detail(ticketId: number, language: string): Promise<AdminServiceTicketDetail> {
    const owner = await db
      .selectFrom('service_tickets')
      .innerJoin('account_customers', 'account_customers.id', 'service_tickets.user_id')
      .select('account_customers.customer')
      .where('service_tickets.id', '=', ticketId)
      .executeTakeFirst();
    if (!owner) throw notFound();
    const ticket = await serviceTickets.detail(owner.customer.id, ticketId, language);
    const history = await db
      .selectFrom('service_ticket_status_history as h')
      .leftJoin('account_people as staff', 'staff.id', 'h.changed_by_user_id')
      .select(['h.status', 'h.remark', 'h.changed_at', 'h.changed_by', 'staff.first_name', 'staff.last_name'])
      .where('h.ticket_id', '=', ticketId)
      .orderBy('h.changed_at')
      .orderBy('h.id')
      .execute();
    return {
      ...ticket,
      customer: owner.customer,
      history: history.map((change) => ({
        status: change.status,
        remark: change.remark,
        changedAt: change.changed_at.toISOString(),
        by: change.changed_by,
        staffName: change.first_name ? `${change.first_name} ${change.last_name ?? ''}`.trim() : null,
      })),
      nextStatuses: ticketMovesOf(ticket.status, 'staff'),
    };
  },

  /**
   * One move of the ticket table with its history line, the customer's notice and the audit row, in one
   * transaction. A visit must lie ahead: the hours were checked by the contract, the clock is checked here.
   */
  async move(staff: StaffCaller, ticketId: number, body: AdminServiceTicketMoveBody, language: string) {
    const exists = await db
      .selectFrom('service_tickets')
      .select('id')
      .where('id', '=', ticketId)
      .executeTakeFirst();
    if (!exists) throw notFound();
    const scheduledAt =
      body.status === 'Scheduled' && body.visitDate && body.visitTime
        ? visitInstant(body.visitDate, body.visitTime)
        : undefined;
    if (scheduledAt && scheduledAt.getTime() <= clock.now().getTime())
      throw new AppError(400, ErrorCode.validation, 'adminServiceVisitIsInThePast');
    await serviceTickets.staffMove(
      ticketId,
      body.status,
      {
        remark: body.remark ?? null,
        ...(scheduledAt ? { scheduledAt } : {}),
        ...(body.status === 'Scheduled' && body.technicianName
          ? { technicianName: body.technicianName }
          : {}),
        ...(body.status === 'Scheduled' && body.technicianPhone
          ? { technicianPhone: body.technicianPhone }
          : {}),
        staffUserId: staff.userId,
      },
      (trx, moved) =>
        recordAudit(trx, clock, staff, {
          action: 'serviceTicket.status',
          entity: 'serviceTicket',
          entityId: ticketId,
          before: { status: moved.from },
          after: {
            status: body.status,
            remark: body.remark ?? null,
            ...(scheduledAt
              ? {
                  scheduledAt: scheduledAt.toISOString(),
                  technicianName: body.technicianName ?? null,
                  technicianPhone: body.technicianPhone ?? null,
                }
              : {}),
          },
        }),
    );
    return this.detail(ticketId, language);
  },
});

export type StaffServiceTicketService = ReturnType<typeof createStaffServiceTicketService>;
