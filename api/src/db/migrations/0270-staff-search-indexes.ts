import { type Kysely, sql } from 'kysely';

/**
 * The back office's one search matches substrings (`ilike '%…%'`) of order numbers, customers' names, phones and
 * e-mails, and SKUs: trigram indexes serve it without reading every row.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index orders_order_number_trgm on orders using gin (order_number gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index users_phone_trgm on users using gin (phone gin_trgm_ops)`.execute(db);
  await sql`create index users_email_trgm on users using gin (email gin_trgm_ops)`.execute(db);
  await sql`create index users_name_trgm on users using gin ((first_name || ' ' || last_name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index product_variants_sku_trgm on product_variants using gin (sku gin_trgm_ops)`.execute(
    db,
  );
};
