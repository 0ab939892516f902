import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('help_topics')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_km', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('help_questions')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('topic_id', 'integer', (col) => col.notNull().references('help_topics.id').onDelete('cascade'))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('question_km', 'text')
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('answer_km', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('help_questions_topic_id').on('help_questions').column('topic_id').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('help_questions').execute();
  await db.schema.dropTable('help_topics').execute();
};
