import { generalCustomerGroupId } from '@portal/shared/contract';
import { type Kysely, sql } from 'kysely';

/**
 * The shop's one promotion rule, for catalogue's reads and the cart alike: the lowest price a running promotion (on,
 * and `at` within [starts_at, ends_at)) gives the customer group for the variant, else the general group's; null
 * when neither has one. A single `language sql stable` select, so PostgreSQL inlines it into the query that joins it
 * (laterally, per variant) and plans it as if written there.
 */
export const up = async (db: Kysely<unknown>) => {
  const general = sql.lit(generalCustomerGroupId);
  await sql`create function catalogue_promotion_price(variant int, customer_group int, at timestamptz)
    returns table (price_cents int)
    language sql stable as $$
      select coalesce(
          min(pp.price_cents) filter (where pp.customer_group_id = customer_group),
          min(pp.price_cents) filter (where pp.customer_group_id = ${general}))
      from promotion_prices pp
      join promotions pm on pm.id = pp.promotion_id
      where pp.variant_id = variant and pp.customer_group_id in (customer_group, ${general})
        and pm.is_active and (pm.starts_at is null or pm.starts_at <= at) and (pm.ends_at is null or pm.ends_at > at)
    $$`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop function if exists catalogue_promotion_price(int, int, timestamptz)`.execute(db);
};
