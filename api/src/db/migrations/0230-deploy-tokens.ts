import { type Kysely, sql } from 'kysely';

/**
 * Deploy tokens: what a team's pipeline publishes, promotes and rolls back one app with, without a staff sign-in.
 * Only the SHA-256 of a token is kept; the token itself is shown once, to the administrator who made it.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('deploy_tokens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('deploy_tokens').execute();
};
