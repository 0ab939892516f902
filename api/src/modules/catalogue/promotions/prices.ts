import { generalCustomerGroupId } from '@portal/shared/contract';
import { type RawBuilder, sql } from 'kysely';

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

/**
 * The price a running promotion gives `group` for the variant `v`, else the general group's (null when none): the
 * database function `catalogue_promotion_price` (migration 0370), the one rule the cart charges by too. The shop
 * charges the lower of this and the regular price.
 */
export const groupPromotionPriceSql = (group: number, now: Date): RawBuilder<number | null> =>
  sql<
    number | null
  >`(select running.price_cents from catalogue_promotion_price(v.id, ${group}, ${now}) running)`;
