import { type Kysely, sql } from 'kysely';

/**
 * What other domains may call inside their own statement: the platform's outbox (a message queued with the change,
 * sent once it commits) and notifications' `notify`, for a notice about a row the same statement writes: its words
 * may hold `{{name}}` placeholders, filled from `fill` (for example the number an order was just given).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create function platform_queue_message(
      channel text, recipient text, subject text, body text, purpose text, at timestamptz)
    returns int language plpgsql as $$
    begin
      insert into outbox_messages (channel, recipient, subject, body, code, purpose, created_at, pending)
      values (channel, recipient, subject, body, null, purpose, at, true);
      return 1;
    end $$`.execute(db);
  await sql`create function notifications_fill(words text, fill jsonb) returns text
    language plpgsql immutable as $$
    declare
      name text;
      value text;
    begin
      for name, value in select key, f.value from jsonb_each_text(fill) f loop
        words := replace(words, '{{' || name || '}}', value);
      end loop;
      return words;
    end $$`.execute(db);
  await sql`create function notifications_notify(
      reader int, about int, words jsonb, fill jsonb, at timestamptz, message jsonb)
    returns int language plpgsql as $$
    begin
      insert into notifications (user_id, type, title, body, title_km, body_km, image, ref_id, seed_key, created_at)
      values (reader, 'transaction', notifications_fill(words->>'title', fill),
        notifications_fill(words->>'body', fill), notifications_fill(words->>'title_km', fill),
        notifications_fill(words->>'body_km', fill), null, about, null, at);
      if message is not null then
        perform platform_queue_message(message->>'channel', message->>'to',
          notifications_fill(message->>'subject', fill), notifications_fill(message->>'text', fill),
          message->>'purpose', at);
      end if;
      return about;
    end $$`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop function if exists notifications_notify(int, int, jsonb, jsonb, timestamptz, jsonb)`.execute(
    db,
  );
  await sql`drop function if exists notifications_fill(text, jsonb)`.execute(db);
  await sql`drop function if exists platform_queue_message(text, text, text, text, text, timestamptz)`.execute(
    db,
  );
};
