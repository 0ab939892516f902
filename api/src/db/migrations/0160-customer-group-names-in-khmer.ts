import type { Kysely } from 'kysely';

/** A customer group's name in Khmer too: the profile shows it to the customer in their language. */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('customer_groups').addColumn('name_km', 'text').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('customer_groups').dropColumn('name_km').execute();
};
