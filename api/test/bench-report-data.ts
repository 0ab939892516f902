import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema';

/**
 * The reports benchmark's data on top of the seed: 100 customers for each seeded customer account and
 * `ordersPerDay` orders a day for a year from `from` over every seeded variant (1 to 4 lines, every payment method,
 * delivery and pickup, one in twenty canceled), their points, and 10 service tickets and academy requests a day.
 * Written by the database itself.
 */
export const seedYear = async (db: Kysely<Database>, from: string, ordersPerDay: number) => {
  await sql`
    insert into users (first_name, last_name, gender, phone, customer_group_id, credit_line_cents, verified_at,
                       created_at, updated_at)
    select 'Bench ' || n, seeded.last_name, seeded.gender, '099' || lpad((seeded.id * 1000 + n)::text, 7, '0'),
           seeded.customer_group_id, seeded.credit_line_cents, now(), now(), now()
    from users seeded
    cross join generate_series(1, 100) as n
    where not exists (select 1 from staff_roles where staff_roles.user_id = seeded.id)`.execute(db);
  await sql`
    with buyers as (
      select id, row_number() over (order by id) - 1 as i from users where first_name like 'Bench %'
    ),
    placed as (
      select moment::date as day, k, (moment::date - ${from}::date) * ${ordersPerDay} + k as seq
      from generate_series(${from}::timestamp, ${from}::timestamp + interval '364 days', interval '1 day') as moment
      cross join generate_series(0, ${ordersPerDay} - 1) as k
    )
    insert into orders (user_id, order_number, source, status, payment_method, payment_status, delivery_type,
                        expected_delivery, subtotal_cents, total_cents, idempotency_key, created_at, updated_at)
    select buyers.id, 'BENCH' || placed.seq, 'cart',
           case when placed.seq % 20 = 0 then 'canceled' else 'completed' end,
           (array['cash_on_delivery', 'credit_line', 'online_bank', 'card'])[1 + placed.seq % 4],
           'paid', case when placed.seq % 3 = 0 then 'pickup' else 'delivery' end,
           'same day', 0, 0, 'bench-' || placed.seq,
           (placed.day::text || 'T00:00:00+07:00')::timestamptz + placed.k * interval '10 minutes',
           (placed.day::text || 'T00:00:00+07:00')::timestamptz + placed.k * interval '10 minutes'
    from placed
    join buyers on buyers.i = placed.seq % (select count(*) from users where first_name like 'Bench %')`.execute(
    db,
  );
  await sql`
    with variants as (
      select v.id, v.product_id, p.name, row_number() over (order by v.id) - 1 as i
      from product_variants v join products p on p.id = v.product_id
    )
    insert into order_lines (order_id, product_id, variant_id, name, quantity, unit_price_cents, line_total_cents)
    select o.id, variants.product_id, variants.id, variants.name, 1 + (o.id + line) % 3, 1250,
           1250 * (1 + (o.id + line) % 3)
    from orders o
    cross join generate_series(0, 3) as line
    join variants on variants.i = (o.id * 7 + line * 13) % (select count(*) from product_variants)
    where o.order_number like 'BENCH%' and line <= o.id % 4`.execute(db);
  await sql`
    update orders set subtotal_cents = lines.total, total_cents = lines.total
    from (select order_id, sum(line_total_cents) as total from order_lines group by order_id) as lines
    where lines.order_id = orders.id and orders.order_number like 'BENCH%'`.execute(db);
  await sql`
    insert into point_ledger (user_id, order_id, reason, points, created_at)
    select user_id, id, 'earned', total_cents / 100, created_at + interval '1 day'
    from orders where order_number like 'BENCH%' and status = 'completed'`.execute(db);
  await sql`
    insert into service_tickets (user_id, ticket_type_id, status, address_name, address_detail, preferred_at,
                                 created_at, updated_at)
    select (select min(id) from users where first_name like 'Bench %'),
           (select min(id) from service_ticket_types),
           (array['Submitted', 'Scheduled', 'InProgress', 'Completed', 'Cancelled', 'Rejected'])[1 + n % 6],
           'Shop', 'Street 1', at, at, at
    from generate_series(${from}::timestamptz, ${from}::timestamptz + interval '364 days', interval '144 minutes')
      with ordinality as moments (at, n)`.execute(db);
  await sql`
    insert into academy_tickets (user_id, kind, ticket_type_id, number_of_people, date, status, created_at,
                                 updated_at)
    select (select min(id) from users where first_name like 'Bench %'), 'training',
           (select min(id) from academy_ticket_types), 1, '2026-01-01',
           (array['Pending', 'Confirmed', 'Completed', 'Rejected', 'Cancelled'])[1 + n % 5], at, at
    from generate_series(${from}::timestamptz, ${from}::timestamptz + interval '364 days', interval '144 minutes')
      with ordinality as moments (at, n)`.execute(db);
  await sql`analyze`.execute(db);
  const counted = await sql<{ orders: string; lines: string; customers: string }>`
    select (select count(*) from orders) as orders, (select count(*) from order_lines) as lines,
           (select count(*) from users where first_name like 'Bench %') as customers`.execute(db);
  return counted.rows[0];
};
