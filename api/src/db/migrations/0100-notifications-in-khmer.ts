import type { Kysely } from 'kysely';

/** A notification's title and text in Khmer beside the English ones; null where only English was written. */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('notifications')
    .addColumn('title_km', 'text')
    .addColumn('body_km', 'text')
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('notifications').dropColumn('title_km').dropColumn('body_km').execute();
};
