import {
  type AdminPromotionDetail,
  type AdminPromotionSummary,
  couponDays,
  promotionStatusOf,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { imageUrlOf } from '../../../../platform/public-url';
import { notFound } from '../errors';
import type { DbOrTrx } from '../writes';

export const promotionSummaryOf = (
  config: Config,
  row: {
    id: number;
    title: string;
    title_km: string | null;
    image: string | null;
    starts_at: Date | null;
    ends_at: Date | null;
    is_active: boolean;
    products?: string | number | null;
  },
  now: Date,
): AdminPromotionSummary => {
  const startsAt = row.starts_at?.toISOString() ?? null;
  const endsAt = row.ends_at?.toISOString() ?? null;
  return {
    id: row.id,
    title: row.title,
    titleKm: row.title_km,
    imageUrl: imageUrlOf(config, row.image),
    startsAt,
    endsAt,
    ...couponDays(row.starts_at, row.ends_at),
    status: promotionStatusOf({ isActive: row.is_active, startsAt, endsAt }, now),
    products: Number(row.products ?? 0),
  };
};

export const promotionDetailIn = async (
  { config, clock }: { config: Config; clock: Clock },
  trx: DbOrTrx,
  id: number,
): Promise<AdminPromotionDetail> => {
  const row = await trx.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('adminPromotionNotFound');
  const productIds = (
    await trx
      .selectFrom('promotion_products')
      .select('product_id')
      .where('promotion_id', '=', id)
      .orderBy('product_id')
      .execute()
  ).map((link) => link.product_id);
  const products = productIds.length
    ? await trx
        .selectFrom('products')
        .select(['id', 'name', 'category_id'])
        .where('id', 'in', productIds)
        .orderBy('id')
        .execute()
    : [];
  const variants = productIds.length
    ? await trx
        .selectFrom('product_variants as v')
        .select(['v.id', 'v.product_id', 'v.sku'])
        .select((eb) => [
          eb
            .selectFrom('product_variant_values as vv')
            .innerJoin('product_option_values as ov', 'ov.id', 'vv.option_value_id')
            .whereRef('vv.variant_id', '=', 'v.id')
            .select(sql<string | null>`string_agg(ov.value, ' · ')`.as('n'))
            .as('name'),
          eb
            .selectFrom('product_variant_prices as pr')
            .whereRef('pr.variant_id', '=', 'v.id')
            .select(
              sql<
                { customerGroupId: number; priceCents: number }[] | null
              >`json_agg(json_build_object('customerGroupId', pr.customer_group_id, 'priceCents', pr.price_cents) order by pr.customer_group_id)`.as(
                'prices',
              ),
            )
            .as('prices'),
        ])
        .where('v.product_id', 'in', productIds)
        .orderBy('v.sort')
        .orderBy('v.id')
        .execute()
    : [];
  const prices = await trx
    .selectFrom('promotion_prices')
    .select(['variant_id', 'customer_group_id', 'price_cents'])
    .where('promotion_id', '=', id)
    .orderBy('variant_id')
    .orderBy('customer_group_id')
    .execute();
  return {
    ...promotionSummaryOf(config, { ...row, products: productIds.length }, clock.now()),
    description: row.description,
    descriptionKm: row.description_km,
    image: row.image,
    productList: products.map((product) => ({
      productId: product.id,
      name: product.name,
      categoryId: product.category_id,
      variants: variants
        .filter((variant) => variant.product_id === product.id)
        .map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          name: variant.name ?? '',
          prices: variant.prices ?? [],
        })),
    })),
    prices: prices.map((price) => ({
      variantId: price.variant_id,
      customerGroupId: price.customer_group_id,
      priceCents: price.price_cents,
    })),
  };
};
