import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull().defaultTo('on').check(sql`value in ('on', 'off')`))
    .execute();

  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('translations')
    .addColumn('language_code', 'text', (col) =>
      col.notNull().references('languages.code').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('translations_pkey', ['language_code', 'key'])
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('translations').execute();
  await db.schema.dropTable('languages').execute();
  await db.schema.dropTable('settings').execute();
};
