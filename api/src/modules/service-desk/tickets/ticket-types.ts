import type { EquipmentCategory, ServiceTicketType } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { local } from '../../../platform/message-text';
import { notFound } from './ticket-errors';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The active service packages and check-up, and the equipment categories each covers. */
export const createTicketTypeReads = ({ db }: { db: Db }) => ({
  async ticketTypes(language: string): Promise<ServiceTicketType[]> {
    const rows = await db
      .selectFrom('service_ticket_types')
      .selectAll()
      .where('active', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: local(row.name, row.name_km, language),
      description: local(row.description, row.description_km, language),
      covers: lines(local(row.covers, row.covers_km, language)),
      checkupsPerMonth: row.checkups_per_month,
      priceCents: row.price_cents,
    }));
  },

  async categoriesOf(ticketTypeId: number, language: string): Promise<EquipmentCategory[]> {
    const type = await db
      .selectFrom('service_ticket_types')
      .select('id')
      .where('id', '=', ticketTypeId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!type) throw notFound();
    const rows = await db
      .selectFrom('service_ticket_type_categories')
      .innerJoin(
        'equipment_categories',
        'equipment_categories.id',
        'service_ticket_type_categories.category_id',
      )
      .select(['equipment_categories.id', 'equipment_categories.name', 'equipment_categories.name_km'])
      .where('service_ticket_type_categories.ticket_type_id', '=', ticketTypeId)
      .orderBy('equipment_categories.sort')
      .execute();
    return rows.map((row) => ({ id: row.id, name: local(row.name, row.name_km, language) }));
  },
});
