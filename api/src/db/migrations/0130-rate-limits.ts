import type { Kysely } from 'kysely';

/**
 * Per-address request counts of the rate-limited routes, shared by every API process (each kept its own in memory
 * before, so two processes let twice the tries through). A row is one address on one route until
 * `ends_at`, when its count starts again.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_ends_at').on('rate_limits').column('ends_at').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('rate_limits').execute();
};
