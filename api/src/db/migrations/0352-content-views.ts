import { type Kysely, sql } from 'kysely';

/** What other domains may read of content: the shop's settings (switches, levels and chat-link names). */
export const up = async (db: Kysely<unknown>) => {
  await sql`create view content_settings as select key, value from settings`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop view if exists content_settings`.execute(db);
};
