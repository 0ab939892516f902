import type { CartLine } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Trx } from '../../db/schema';
import { noticeToWrite, type Recipient } from '../../modules/notifications';
import { orderRecord, orderStatusNotice, type PlaceOrder, type PricedOrder } from '../../modules/ordering';

export type PlacedOrderToWrite = {
  userId: number;
  input: PlaceOrder;
  idempotencyKey: string;
  priced: PricedOrder;
  language: string;
  recipient: Recipient;
  now: Date;
};

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const stockWanted = (lines: CartLine[]) =>
  lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity }));

/**
 * Everything a placed order writes, in one statement of each domain's published function: the stock taken
 * (`catalogue_take_stock`), the points spent and the language remembered (`accounts_spend_points`), the order with
 * its lines, coupon and ledger, out of the basket (`ordering_record_order`, written only when the stock and points
 * held), the stock's movements for it (`catalogue_record_stock_taken`) and the buyer's notice and message
 * (`notifications_notify`). The answer says what did not hold; the caller then rolls the transaction back.
 */
export const writePlacedOrder = async (trx: Trx, order: PlacedOrderToWrite) => {
  const { userId, priced, now } = order;
  const record = orderRecord(order);
  const notice = noticeToWrite({
    ...orderStatusNotice({
      status: priced.status,
      orderNumber: '{{number}}',
      pickup: order.input.deliveryType === 'pickup',
    }),
    recipient: order.recipient,
  });
  const { rows } = await sql<{
    order_id: number | null;
    order_number: string | null;
    coupon_held: boolean;
    taken: number;
  }>`
    with taken as (select * from catalogue_take_stock(${json(stockWanted(priced.lines))})),
    spent as (select accounts_spend_points(${userId}::int, ${priced.points.points}::int, ${order.language}) as held),
    placed as (
      select * from ordering_record_order(${json(record.placed)}, ${json(record.lines)},
        (select count(*) from taken) = ${priced.lines.length}::int and (select held from spent))),
    moved as (
      select catalogue_record_stock_taken(p.order_id, jsonb_agg(to_jsonb(t)), ${now}::timestamptz)
      from placed p, taken t where p.order_id is not null group by p.order_id),
    noticed as (
      select notifications_notify(${userId}::int, p.order_id, ${json(notice.words)},
        jsonb_build_object('number', p.order_number), ${now}::timestamptz, ${notice.message ? json(notice.message) : sql`null`})
      from placed p where p.order_id is not null)
    -- A CTE that only reads runs when something reads it: the answer reads moved and noticed.
    select p.order_id, p.order_number, p.coupon_held, (select count(*) from taken)::int as taken,
      (select count(*) from moved) + (select count(*) from noticed) as written
    from placed p`.execute(trx);
  return rows[0] as NonNullable<(typeof rows)[0]>;
};
