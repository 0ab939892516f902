import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .execute();

  await db.schema
    .createTable('provinces')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .execute();
  await db.schema.createIndex('provinces_country_id').on('provinces').column('country_id').execute();

  await db.schema
    .createTable('districts')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('province_id', 'integer', (col) => col.notNull().references('provinces.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .execute();
  await db.schema.createIndex('districts_province_id').on('districts').column('province_id').execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address_detail', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('province_id', 'integer', (col) => col.notNull().references('provinces.id'))
    .addColumn('district_id', 'integer', (col) => col.notNull().references('districts.id'))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_id').on('addresses').column('user_id').execute();
  // At most one default per user; the service keeps it at exactly one while the user has addresses.
  await db.schema
    .createIndex('addresses_one_default_per_user')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['addresses', 'districts', 'provinces', 'countries']) {
    await db.schema.dropTable(table).execute();
  }
};
