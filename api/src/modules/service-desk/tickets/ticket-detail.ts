import type { ServiceTicket } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Config } from '../../../platform/config';
import { local } from '../../../platform/message-text';
import { fileUrl } from '../../../platform/public-url';
import { notFound } from './ticket-errors';
import { selectTickets, toSummary } from './ticket-rows';

/** One of the customer's tickets with its photos and status history. */
export const ticketDetail = async (
  trx: Kysely<Database>,
  config: Pick<Config, 'publicUrl' | 'filesUrl'>,
  userId: number,
  ticketId: number,
  language: string,
) => {
  // Another user's ticket answers exactly as a missing one.
  const row = await selectTickets(trx)
    .where('service_tickets.id', '=', ticketId)
    .where('service_tickets.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const photos = await trx
    .selectFrom('service_ticket_photos')
    .select('upload_key')
    .where('ticket_id', '=', ticketId)
    .orderBy('sort')
    .execute();
  const history = await trx
    .selectFrom('service_ticket_status_history')
    .select(['status', 'remark', 'changed_at'])
    .where('ticket_id', '=', ticketId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  const ticket: ServiceTicket = {
    ...toSummary(row, language),
    priceCents: row.price_cents,
    equipmentCategory: row.category_name ? local(row.category_name, row.category_name_km, language) : null,
    brand: row.brand,
    model: row.model,
    problem: row.problem,
    note: row.note,
    photoUrls: photos.map((photo) => fileUrl(config, photo.upload_key)),
    address: { name: row.address_name, detail: row.address_detail },
    technicianName: row.technician_name,
    technicianPhone: row.technician_phone,
    technicianRemark: row.technician_remark,
    history: history.map((change) => ({
      status: change.status,
      remark: change.remark,
      changedAt: change.changed_at.toISOString(),
    })),
  };
  return ticket;
};
