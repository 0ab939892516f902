import { type Kysely, sql } from 'kysely';

/**
 * The shop's Telegram and Messenger chat links, in settings under `telegramChat` and `messengerChat`: the name
 * each link ends with (t.me/<name>, m.me/<name>), or '' once staff cleared it, so the seed does not bring it back.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`alter table settings drop constraint if exists settings_value_check`.execute(db);
  await sql`alter table settings add constraint settings_value_check check (
    value in ('on', 'off')
    or (key = 'lowStockLevel' and value ~ '^[0-9]{1,7}$')
    or (key = 'telegramChat' and value ~ '^([A-Za-z][A-Za-z0-9_]{4,31})?$')
    or (key = 'messengerChat' and value ~ '^([A-Za-z0-9.]{5,50})?$'))`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`delete from settings where key in ('telegramChat', 'messengerChat')`.execute(db);
  await sql`alter table settings drop constraint settings_value_check`.execute(db);
  await sql`alter table settings add constraint settings_value_check
    check (value in ('on', 'off') or (key = 'lowStockLevel' and value ~ '^[0-9]{1,7}$'))`.execute(db);
};
