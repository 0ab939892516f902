import { type Kysely, sql } from 'kysely';

/**
 * The release registry on a PostgreSQL server (build-config/registry-postgres.cjs): per app its live release, the
 * releases live before it (what a rollback returns to) and a running canary with its share of visitors; and the
 * history of every change, who made it when, from which release to which, and why.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('release_apps')
    .addColumn('app', 'text', (col) => col.primaryKey())
    .addColumn('live', 'text', (col) => col.notNull())
    .addColumn('stack', sql`text[]`, (col) => col.notNull())
    .addColumn('canary_version', 'text')
    .addColumn('canary_share', 'integer', (col) => col.check(sql`canary_share between 1 and 99`))
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('release_apps_canary_whole', sql`(canary_version is null) = (canary_share is null)`)
    .execute();
  await db.schema
    .createTable('release_history')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('by', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('promote', 'canary', 'rollback')`),
    )
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('from_version', 'text')
    .addColumn('to_version', 'text', (col) => col.notNull())
    .addColumn('share', 'integer')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('release_history_app_at')
    .on('release_history')
    .columns(['app', 'at'])
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('release_history').execute();
  await db.schema.dropTable('release_apps').execute();
};
