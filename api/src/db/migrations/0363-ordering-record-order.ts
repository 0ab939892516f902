import { type Kysely, sql } from 'kysely';

/**
 * Ordering's part of placing an order, called inside the order flow's one statement: the coupon counted, then,
 * when `proceed` (every line's stock and the points held) and the coupon held, the order with its first status and
 * its lines, the coupon's use, the points' ledger line, and the checked-out lines out of the basket. `placed` is an
 * `orders` row as JSON, `lines` the `order_lines` rows, each with the `cart_item_id` it came from. Answers the new order's id and number (null when refused) and
 * whether the coupon held.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create function ordering_record_order(placed jsonb, lines jsonb, proceed boolean)
    returns table (order_id int, order_number text, coupon_held boolean)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      o orders := jsonb_populate_record(null::orders, placed);
      held boolean := true;
      new_id int;
      new_number text;
    begin
      if o.coupon_id is not null then
        update coupons set used_count = used_count + 1
        where id = o.coupon_id and (usage_limit is null or used_count < usage_limit);
        held := found;
      end if;
      if not (proceed and held) then
        return query select null::int, null::text, held;
        return;
      end if;
      insert into orders (user_id, order_number, source, status, payment_method, delivery_type, address_id,
        address_text, province_id, pickup_place, pickup_at, distance_km, expected_delivery, subtotal_cents, coupon_id,
        coupon_discount_cents, points_redeemed, points_discount_cents, delivery_fee_cents, total_cents, remark,
        idempotency_key, created_at, updated_at)
      values (o.user_id, 'CP' || lpad(nextval('order_numbers')::text, 8, '0'), o.source, o.status,
        o.payment_method, o.delivery_type, o.address_id, o.address_text, o.province_id, o.pickup_place, o.pickup_at,
        o.distance_km, o.expected_delivery, o.subtotal_cents, o.coupon_id, o.coupon_discount_cents,
        o.points_redeemed, o.points_discount_cents, o.delivery_fee_cents, o.total_cents, o.remark,
        o.idempotency_key, o.created_at, o.updated_at)
      returning id, orders.order_number into new_id, new_number;
      insert into order_status_history (order_id, from_status, to_status, actor, remark, created_at)
      values (new_id, null, o.status, 'customer', null, o.created_at);
      insert into order_lines (order_id, product_id, variant_id, name, variant_label, quantity, unit_price_cents,
        line_total_cents)
      select new_id, l.product_id, l.variant_id, l.name, l.variant_label, l.quantity, l.unit_price_cents,
        l.line_total_cents
      from jsonb_populate_recordset(null::order_lines, lines) l;
      if o.coupon_id is not null then
        insert into coupon_uses (coupon_id, user_id, order_id, created_at)
        values (o.coupon_id, o.user_id, new_id, o.created_at);
      end if;
      if o.points_redeemed > 0 then
        insert into point_ledger (user_id, order_id, reason, points, created_at)
        values (o.user_id, new_id, 'redeemed', -o.points_redeemed, o.created_at);
      end if;
      delete from cart_items where user_id = o.user_id
        and id in (select (l->>'cart_item_id')::int from jsonb_array_elements(lines) l);
      return query select new_id, new_number, true;
    end $$`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop function if exists ordering_record_order(jsonb, jsonb, boolean)`.execute(db);
};
