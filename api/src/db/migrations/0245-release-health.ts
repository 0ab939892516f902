import type { Kysely } from 'kysely';

/**
 * What browsers report of each release: page loads and the failed ones, added up per app, version and minute (no
 * visitor, page or address is kept). The canary check and the staff chart read sums of these rows.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('release_health')
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('minute', 'timestamptz', (col) => col.notNull())
    .addColumn('loads', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('release_health_pkey', ['app', 'version', 'minute'])
    .execute();
  await db.schema.createIndex('release_health_minute').on('release_health').column('minute').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('release_health').execute();
};
