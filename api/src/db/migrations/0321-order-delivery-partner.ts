import type { Kysely } from 'kysely';

/** Who brings a delivery order (a driver or an express agent), set by staff and shown to the customer. */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_partner_name', 'text')
    .addColumn('delivery_partner_phone', 'text')
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('orders')
    .dropColumn('delivery_partner_name')
    .dropColumn('delivery_partner_phone')
    .execute();
};
