import { type Kysely, sql } from 'kysely';

/**
 * What other domains may call of catalogue inside their own statement (placing an order is one statement):
 * taking stock for an order's lines and recording the movements once the order has its id.
 */
export const up = async (db: Kysely<unknown>) => {
  // Rows are locked in variant order, so two buyers never wait on each other crosswise. Answers the lines whose
  // variant had enough (their stock already lowered); the caller rolls back when one is missing.
  await sql`create function catalogue_take_stock(wanted jsonb)
    returns table (variant_id int, product_id int, quantity int, stock_after int)
    language plpgsql as $$
    #variable_conflict use_column
    begin
      perform 1 from product_variants v
        where v.id in (select (w->>'variant_id')::int from jsonb_array_elements(wanted) w)
        order by v.id for update;
      return query
        with lines as (
          select w.variant_id, w.quantity from jsonb_to_recordset(wanted) as w(variant_id int, quantity int)
        ),
        taken as (
          update product_variants v set stock = v.stock - l.quantity
          from lines l
          where v.id = l.variant_id and v.stock >= l.quantity
          returning v.id, v.product_id, l.quantity, v.stock
        ),
        sold as (
          update products p set sold_count = p.sold_count + t.quantity
          from (select t.product_id, sum(t.quantity)::int as quantity from taken t group by t.product_id) t
          where p.id = t.product_id
        )
        select * from taken;
    end $$`.execute(db);
  await sql`create function catalogue_record_stock_taken(for_order int, taken jsonb, at timestamptz)
    returns int language plpgsql as $$
    begin
      insert into stock_movements (variant_id, quantity, stock_after, reason, staff_user_id, order_id, created_at)
      select t.variant_id, -t.quantity, t.stock_after, 'stockReasonOrder', null, for_order, at
      from jsonb_to_recordset(taken) as t(variant_id int, quantity int, stock_after int);
      return for_order;
    end $$`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop function if exists catalogue_record_stock_taken(int, jsonb, timestamptz)`.execute(db);
  await sql`drop function if exists catalogue_take_stock(jsonb)`.execute(db);
};
