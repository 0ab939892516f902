import { type Kysely, sql } from 'kysely';

/**
 * What other domains may call of content: the open showroom a pickup is for, by its key or as the spec's
 * `head_office` (the head office) and `showroom` (the first other showroom in staff's order). A plain select
 * PostgreSQL inlines into the caller's query.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create function content_pickup_site(place text)
    returns table (key text, weekly_hours jsonb)
    language sql stable as $$
      select s.key, s.weekly_hours from showrooms s
      where s.is_active and case place
        when 'head_office' then s.is_head_office
        when 'showroom' then not s.is_head_office
        else s.key = place end
      order by s.sort, s.id
      limit 1
    $$`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop function if exists content_pickup_site(text)`.execute(db);
};
