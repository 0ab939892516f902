import { type Kysely, sql } from 'kysely';

/**
 * Reports and the dashboard read a period of orders, points and requests by when they were made: each table is
 * found by its time. The orders' index carries what the sales breakdowns group by, so a year of orders is read
 * from the index alone.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create index orders_created_at on orders (created_at)
    include (status, total_cents, payment_method, delivery_type, user_id)`.execute(db);
  await sql`create index point_ledger_created_at on point_ledger (created_at)`.execute(db);
  await sql`create index service_tickets_created_at on service_tickets (created_at)`.execute(db);
  await sql`create index academy_tickets_created_at on academy_tickets (created_at)`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  for (const index of [
    'orders_created_at',
    'point_ledger_created_at',
    'service_tickets_created_at',
    'academy_tickets_created_at',
  ])
    await sql`drop index ${sql.id(index)}`.execute(db);
};
