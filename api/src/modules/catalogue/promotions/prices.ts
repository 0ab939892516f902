import { generalCustomerGroupId } from '@portal/shared/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * The lowest price a running promotion gives `group` for the variant `v` (null when none): a promotion runs while
 * it is switched on and `now` lies in [starts_at, ends_at). The shop charges the lower of this and the regular price.
 */
export const promotionPriceSql = (group: number, now: Date): RawBuilder<number | null> =>
  sql<number | null>`(select min(pp.price_cents) from promotion_prices pp
    join promotions pm on pm.id = pp.promotion_id
    where pp.variant_id = v.id and pp.customer_group_id = ${group} and pm.is_active
      and (pm.starts_at is null or pm.starts_at <= ${now}) and (pm.ends_at is null or pm.ends_at > ${now}))`;

/**
 * The pricing rule, one for the whole shop (product page, lists, search, cart, checkout): a customer group pays its
 * own price for the variant `v`; a group without its own price pays the general one. Joined laterally as `pr`
 * (price_cents, compare_at_cents); a variant without even a general price has no row, so it is not sold.
 */
export const groupPriceJoinSql = (group: number): RawBuilder<unknown> =>
  sql`join lateral (
    select gp.price_cents, gp.compare_at_cents from product_variant_prices gp
    where gp.variant_id = v.id and gp.customer_group_id in (${group}, ${generalCustomerGroupId})
    order by gp.customer_group_id = ${group} desc limit 1
  ) pr on true`;

/** A running promotion's price for `group`, or the general group's when `group` has none (the same rule). */
export const groupPromotionPriceSql = (group: number, now: Date): RawBuilder<number | null> =>
  group === generalCustomerGroupId
    ? promotionPriceSql(group, now)
    : sql<
        number | null
      >`coalesce(${promotionPriceSql(group, now)}, ${promotionPriceSql(generalCustomerGroupId, now)})`;
