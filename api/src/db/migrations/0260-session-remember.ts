import type { Kysely } from 'kysely';

/**
 * "Keep me signed in": a session without it gets refresh tokens that end once the person has been away longer than
 * the inactivity limit; sessions from before it (and clients that do not say) keep their 30 days.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('sessions')
    .addColumn('remember', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('sessions').dropColumn('remember').execute();
};
