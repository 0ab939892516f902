import type { CartLine, WeeklyHours } from '@portal/shared/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, Trx } from '../../../db/schema';
import type { Config } from '../../../platform/config';
import type { Language } from '../../../platform/message-text';
import { type CartLineRow, cartLinesQuery, toCartLine } from '../cart/queries';
import type { CouponRow } from '../checkout/coupon-rules';
import { type AddressRow, addressLocationQuery, usedCreditSql } from '../checkout/service';
import type { PlaceOrder } from './order-pricing';

/** One order at a time per buyer: what `checkoutReads` reads next is read under this lock. */
export const lockBuyer = (trx: Trx, userId: number) =>
  trx
    .selectFrom('account_people as buyer')
    .innerJoin('account_groups as g', 'g.id', 'buyer.customer_group_id')
    .select([
      'buyer.id',
      'buyer.customer_group_id',
      'buyer.total_points',
      'buyer.credit_line_cents',
      'buyer.phone',
      'buyer.email',
      'buyer.anonymised_at',
      'g.is_business_partner',
    ])
    .where('buyer.id', '=', userId)
    .forUpdate('buyer')
    .executeTakeFirstOrThrow();

export type Buyer = Awaited<ReturnType<typeof lockBuyer>>;

const asJson = <T>(query: unknown) => sql<T | null>`(select to_jsonb(row) from (${query as never}) row)`;
const none = sql<null>`null`;

type CouponJson = Omit<CouponRow, 'starts_at' | 'ends_at'> & {
  starts_at: string | null;
  ends_at: string | null;
};

/**
 * One statement, read under the buyer's lock (a statement started before the lock was granted would not see an
 * order the lock waited for): an earlier order with the same idempotency key, the credit in use, the coupon and the
 * buyer's uses of it, the address or pickup site, and the basket's lines with today's prices and stock.
 */
export const checkoutReads = async (
  trx: Trx,
  config: Config,
  {
    buyer,
    input,
    idempotencyKey,
    language,
    now,
  }: { buyer: Buyer; input: PlaceOrder; idempotencyKey: string; language: Language; now: Date },
) => {
  const db = trx as Kysely<Database>;
  const code = input.couponCode?.trim().toUpperCase();
  const basket = cartLinesQuery(db, buyer.id, input.source, buyer.customer_group_id, language, now);
  const row = await trx
    .selectNoFrom([
      sql<number | null>`(select id from orders
        where user_id = ${buyer.id} and idempotency_key = ${idempotencyKey})`.as('replay_order_id'),
      usedCreditSql(buyer.id).as('used_credit'),
      (code ? asJson<CouponJson>(db.selectFrom('coupons').selectAll().where('code', '=', code)) : none).as(
        'coupon',
      ),
      (code
        ? sql<string>`(select count(*) from coupon_uses u join coupons c on c.id = u.coupon_id
            where c.code = ${code} and u.user_id = ${buyer.id})`
        : sql<string>`0`
      ).as('coupon_uses'),
      (input.deliveryType === 'delivery' && input.addressId
        ? asJson<AddressRow>(addressLocationQuery(db, buyer.id, input.addressId))
        : none
      ).as('address'),
      (input.deliveryType === 'pickup' && input.pickupPlace
        ? sql<{ key: string; weekly_hours: WeeklyHours } | null>`(select to_jsonb(site)
            from content_pickup_site(${input.pickupPlace}) site)`
        : none
      ).as('pickup_site'),
      sql<CartLineRow[]>`(select coalesce(jsonb_agg(line order by line.id), '[]') from (${basket}) line)`.as(
        'basket',
      ),
    ])
    .executeTakeFirstOrThrow();
  const coupon: CouponRow | undefined = row.coupon
    ? {
        ...row.coupon,
        starts_at: row.coupon.starts_at ? new Date(row.coupon.starts_at) : null,
        ends_at: row.coupon.ends_at ? new Date(row.coupon.ends_at) : null,
      }
    : undefined;
  const basketLines: CartLine[] = row.basket.map(toCartLine(config));
  return {
    replayOrderId: row.replay_order_id,
    usedCredit: Number(row.used_credit),
    coupon,
    couponUses: Number(row.coupon_uses),
    address: row.address,
    pickupSite: row.pickup_site,
    basket: basketLines,
  };
};

export type CheckoutReads = Awaited<ReturnType<typeof checkoutReads>>;
