import type { Kysely } from 'kysely';

/** The link into the customer's banking app that the gateway gives with a KHQR, kept while the order waits. */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('orders').addColumn('payment_deep_link', 'text').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('orders').dropColumn('payment_deep_link').execute();
};
