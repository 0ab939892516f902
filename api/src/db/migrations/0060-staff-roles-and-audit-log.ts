import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  // A staff member is an ordinary account with one role; the role is read on every staff request, so a change
  // takes effect at once.
  await db.schema
    .createTable('staff_roles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role in ('admin', 'sales', 'catalogue', 'service', 'academy')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('staff_user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();

  await db.schema
    .alterTable('business_partner_requests')
    .addColumn('reject_reason', 'text')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('business_partner_requests')
    .dropColumn('reject_reason')
    .dropColumn('decided_by')
    .execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_roles').execute();
};
