import type { Kysely } from 'kysely';

/** The profile's birthday (a calendar day, no time zone). */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('users').addColumn('birthday', 'date').execute();
};
