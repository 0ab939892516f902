import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  // One row per presigned upload: who may use the key, and whether the file arrived.
  await db.schema
    .createTable('uploads')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('uploaded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('uploads_user_id').on('uploads').column('user_id').execute();

  await db.schema
    .createTable('business_partner_requests')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone1', 'text', (col) => col.notNull())
    .addColumn('phone2', 'text')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('business_type', 'text', (col) => col.notNull())
    .addColumn('store_name', 'text', (col) => col.notNull())
    .addColumn('parent_company', 'text')
    .addColumn('province_id', 'integer', (col) => col.notNull().references('provinces.id'))
    .addColumn('district_id', 'integer', (col) => col.notNull().references('districts.id'))
    .addColumn('image_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('Pending').check(sql`status in ('Pending', 'Approved', 'Rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // One request under review per user at a time.
  await db.schema
    .createIndex('business_partner_requests_one_pending')
    .on('business_partner_requests')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'Pending')
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('business_partner_requests').execute();
  await db.schema.dropTable('uploads').execute();
};
