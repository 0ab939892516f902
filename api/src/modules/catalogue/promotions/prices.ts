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
