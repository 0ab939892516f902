import { canCancelTicket, type ServiceTicketSummary } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { local } from '../../../platform/message-text';

export const selectTickets = (db: Kysely<Database>) =>
  db
    .selectFrom('service_tickets')
    .innerJoin('service_ticket_types', 'service_ticket_types.id', 'service_tickets.ticket_type_id')
    .leftJoin('equipment_categories', 'equipment_categories.id', 'service_tickets.equipment_category_id')
    .select([
      'service_tickets.id',
      'service_tickets.number',
      'service_tickets.user_id',
      'service_tickets.status',
      'service_tickets.brand',
      'service_tickets.model',
      'service_tickets.problem',
      'service_tickets.note',
      'service_tickets.price_cents',
      'service_tickets.address_name',
      'service_tickets.address_detail',
      'service_tickets.preferred_at',
      'service_tickets.scheduled_at',
      'service_tickets.completed_at',
      'service_tickets.technician_name',
      'service_tickets.technician_phone',
      'service_tickets.technician_remark',
      'service_tickets.created_at',
      'service_ticket_types.code as type_code',
      'service_ticket_types.name as type_name',
      'service_ticket_types.name_km as type_name_km',
      'equipment_categories.name as category_name',
      'equipment_categories.name_km as category_name_km',
    ]);

export type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['executeTakeFirstOrThrow']>>;

export const toSummary = (row: TicketRow, language: string): ServiceTicketSummary => {
  const typeName = local(row.type_name, row.type_name_km, language);
  const category = row.category_name ? local(row.category_name, row.category_name_km, language) : null;
  const subject =
    row.type_code === 'CHECKUP'
      ? [category, [row.brand, row.model].filter(Boolean).join(' ')].join(' · ')
      : typeName;
  return {
    id: row.id,
    number: row.number ?? '',
    kind: row.type_code === 'CHECKUP' ? 'checkup' : 'package',
    typeName,
    status: row.status,
    subject,
    preferredAt: row.preferred_at.toISOString(),
    scheduledAt: row.scheduled_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    canCancel: canCancelTicket(row.status),
  };
};
