import { type Kysely, sql } from 'kysely';

/**
 * A new e-mail or phone asked for, waiting for the code sent to it: one per account and kind. It is not the
 * account's yet, so it has no unique index: it signs in nobody and blocks nobody's registration. `requested_by` is
 * the staff member who asked for it in the back office, null when the customer did.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('contact_changes')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('email', 'phone')`))
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('contact_changes_pkey', ['user_id', 'kind'])
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('contact_changes').execute();
};
