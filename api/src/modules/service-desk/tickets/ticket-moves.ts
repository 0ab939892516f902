import {
  canTicketMoveBy,
  ErrorCode,
  type ServiceTicketStatus,
  type TicketMover,
  visitText,
} from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { type Language, renderMessage } from '../../../platform/message-text';
import { type Notice, notify } from '../../notifications';
import { notFound } from './ticket-errors';

export type StaffUpdate = {
  remark?: string | null;
  scheduledAt?: Date;
  technicianName?: string;
  technicianPhone?: string;
  /** The staff member making the move, kept in the status history. */
  staffUserId?: number;
};

/** What a move changed, for the caller's audit row. */
export type TicketMove = { ticketId: number; userId: number; number: string; from: ServiceTicketStatus };

/** The customer's notice of a desk move: the new status, the visit when scheduled, and the desk's remark. */
export const ticketNotice = (
  number: string,
  to: ServiceTicketStatus,
  update: StaffUpdate,
  language: Language,
): Notice => {
  const lines = [
    renderMessage(
      'adminServiceNoticeStatus',
      { status: renderMessage(`serviceStatus${to}`, {}, language) },
      language,
    ),
  ];
  if (to === 'Scheduled' && update.scheduledAt) {
    lines.push(
      renderMessage(
        'adminServiceNoticeVisit',
        { technician: update.technicianName ?? '', visit: visitText(update.scheduledAt) },
        language,
      ),
    );
  }
  if (update.remark) lines.push(update.remark);
  return {
    title: renderMessage('adminServiceNoticeTitle', { number }, language),
    body: lines.join(' '),
  };
};

/**
 * Moves a ticket along the transition table, in the caller's transaction with its history line; a desk move
 * also notifies the customer.
 */
export const moveTicket = async (
  trx: Kysely<Database>,
  clock: Clock,
  ticketId: number,
  to: ServiceTicketStatus,
  by: TicketMover,
  update: StaffUpdate = {},
): Promise<TicketMove> => {
  const current = await trx
    .selectFrom('service_tickets')
    .select(['status', 'user_id', 'number'])
    .where('id', '=', ticketId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw notFound();
  if (!canTicketMoveBy(current.status, to, by)) {
    throw new AppError(409, ErrorCode.conflict, 'serviceTicketStatusCannotChange');
  }
  const now = clock.now();
  await trx
    .updateTable('service_tickets')
    .set({
      status: to,
      updated_at: now,
      ...(update.scheduledAt ? { scheduled_at: update.scheduledAt } : {}),
      ...(update.technicianName ? { technician_name: update.technicianName } : {}),
      ...(update.scheduledAt && by === 'staff' ? { technician_phone: update.technicianPhone ?? null } : {}),
      ...(update.remark && by === 'staff' ? { technician_remark: update.remark } : {}),
      ...(to === 'Completed' ? { completed_at: now } : {}),
    })
    .where('id', '=', ticketId)
    .execute();
  await trx
    .insertInto('service_ticket_status_history')
    .values({
      ticket_id: ticketId,
      status: to,
      remark: update.remark ?? null,
      changed_by: by,
      changed_by_user_id: by === 'staff' ? (update.staffUserId ?? null) : null,
      changed_at: now,
    })
    .execute();
  const number = current.number ?? '';
  if (by === 'staff') {
    await notify(trx, {
      userId: current.user_id,
      notice: (language) => ticketNotice(number, to, update, language),
      at: now,
    });
  }
  return { ticketId, userId: current.user_id, number, from: current.status };
};
