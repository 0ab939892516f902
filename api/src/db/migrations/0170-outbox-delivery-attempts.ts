import type { Kysely } from 'kysely';

/**
 * How often a queued message's adapter refused it, and why last: one the SMTP server or SMS gateway keeps refusing
 * is given up after a few rounds instead of holding back every message queued after it.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('outbox_messages').dropColumn('attempts').dropColumn('last_error').execute();
};
