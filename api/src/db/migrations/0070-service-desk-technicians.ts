import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  // The technician the desk sends, reachable by the customer.
  await db.schema.alterTable('service_tickets').addColumn('technician_phone', 'text').execute();
  // Which staff member made a change; null for the customer's own.
  await db.schema
    .alterTable('service_ticket_status_history')
    .addColumn('changed_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('service_ticket_status_history').dropColumn('changed_by_user_id').execute();
  await db.schema.alterTable('service_tickets').dropColumn('technician_phone').execute();
};
