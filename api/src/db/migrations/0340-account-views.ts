import { type Kysely, sql } from 'kysely';

/**
 * What other domains may read of accounts: plain views over its tables, so accounts can change a table behind them.
 * Each is a simple select PostgreSQL inlines into the query that names it (no cost on the order path), and
 * `account_people` stays a single-table view, so `for update` through it locks the customer's row alone.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create view account_people as
    select id, first_name, last_name, phone, email, customer_group_id, credit_line_cents, total_points,
      anonymised_at, language
    from users`.execute(db);
  await sql`create view account_groups as
    select id, name, name_km, is_business_partner from customer_groups`.execute(db);
  await sql`create view account_addresses as
    select a.id, a.user_id, a.name, a.address_detail, a.province_id, a.district_id, a.latitude, a.longitude,
      p.name as province_name, p.latitude as province_latitude, p.longitude as province_longitude,
      d.name as district_name, d.latitude as district_latitude, d.longitude as district_longitude
    from addresses a
    join provinces p on p.id = a.province_id
    join districts d on d.id = a.district_id`.execute(db);
  await sql`create view account_partner_requests as
    select id, user_id, store_name, status from business_partner_requests`.execute(db);
  await sql`create view account_uploads as select key, user_id, uploaded_at from uploads`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  for (const view of [
    'account_uploads',
    'account_partner_requests',
    'account_addresses',
    'account_groups',
    'account_people',
  ])
    await sql`drop view if exists ${sql.table(view)}`.execute(db);
};
