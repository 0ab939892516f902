import { type Kysely, sql } from 'kysely';

/**
 * A low-stock level per variant (empty: the shop's default), and that default in settings under `lowStockLevel`,
 * the one setting that holds a number rather than on or off.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('product_variants')
    .addColumn('low_stock_level', 'integer', (col) => col.check(sql`low_stock_level >= 0`))
    .execute();
  await sql`alter table settings drop constraint if exists settings_value_check`.execute(db);
  await sql`alter table settings add constraint settings_value_check
    check (value in ('on', 'off') or (key = 'lowStockLevel' and value ~ '^[0-9]{1,7}$'))`.execute(db);
  await sql`insert into settings (key, value) values ('lowStockLevel', '5') on conflict (key) do nothing`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>) => {
  await sql`delete from settings where key = 'lowStockLevel'`.execute(db);
  await sql`alter table settings drop constraint settings_value_check`.execute(db);
  await sql`alter table settings add constraint settings_value_check check (value in ('on', 'off'))`.execute(
    db,
  );
  await db.schema.alterTable('product_variants').dropColumn('low_stock_level').execute();
};
