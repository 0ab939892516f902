import { type Kysely, sql } from 'kysely';

/**
 * The back office's home banners, showrooms and quotation desk: banners and showrooms staff have edited are marked so
 * the seed leaves them as staff left them; a quotation request is answered with a price and a message or declined
 * with a reason, by whom and when.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('home_banners').addColumn('staff_edited_at', 'timestamptz').execute();
  await db.schema.alterTable('showrooms').addColumn('staff_edited_at', 'timestamptz').execute();
  await sql`alter table quotations drop constraint if exists quotations_status_check`.execute(db);
  await sql`alter table quotations add constraint quotations_status_check
    check (status in ('new', 'answered', 'declined', 'closed'))`.execute(db);
  await db.schema
    .alterTable('quotations')
    .addColumn('quoted_price_cents', 'integer', (col) => col.check(sql`quoted_price_cents >= 0`))
    .addColumn('answer_message', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await sql`create index quotations_status_created on quotations (status, created_at desc)`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop index quotations_status_created`.execute(db);
  await db.schema
    .alterTable('quotations')
    .dropColumn('quoted_price_cents')
    .dropColumn('answer_message')
    .dropColumn('decline_reason')
    .dropColumn('answered_at')
    .dropColumn('answered_by')
    .execute();
  await sql`update quotations set status = 'closed' where status = 'declined'`.execute(db);
  await sql`alter table quotations drop constraint quotations_status_check`.execute(db);
  await sql`alter table quotations add constraint quotations_status_check
    check (status in ('new', 'answered', 'closed'))`.execute(db);
  await db.schema.alterTable('showrooms').dropColumn('staff_edited_at').execute();
  await db.schema.alterTable('home_banners').dropColumn('staff_edited_at').execute();
};
