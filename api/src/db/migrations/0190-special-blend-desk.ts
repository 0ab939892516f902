import { type Kysely, sql } from 'kysely';

/**
 * The special-blend desk: staff accept a partner's request with the price per kilogram and the delivery day they
 * agree to, or reject it with a reason; by whom and when. The request's own price and window stay as asked.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`alter table special_blend_requests add constraint special_blend_requests_status_check
    check (status in ('pending', 'accepted', 'rejected'))`.execute(db);
  await db.schema
    .alterTable('special_blend_requests')
    .addColumn('agreed_price_per_kg_cents', 'integer', (col) => col.check(sql`agreed_price_per_kg_cents > 0`))
    .addColumn('agreed_total_cents', 'integer')
    .addColumn('delivery_date', 'text')
    .addColumn('staff_message', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index special_blend_requests_status_created
    on special_blend_requests (status, created_at desc)`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop index special_blend_requests_status_created`.execute(db);
  await db.schema
    .alterTable('special_blend_requests')
    .dropColumn('agreed_price_per_kg_cents')
    .dropColumn('agreed_total_cents')
    .dropColumn('delivery_date')
    .dropColumn('staff_message')
    .dropColumn('reject_reason')
    .dropColumn('decided_at')
    .dropColumn('decided_by')
    .execute();
  await sql`alter table special_blend_requests drop constraint special_blend_requests_status_check`.execute(
    db,
  );
};
