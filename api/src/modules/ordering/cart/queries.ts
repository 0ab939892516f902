import {
  type CartLine,
  type CartTarget,
  generalCustomerGroupId,
  type PaymentDetail,
} from '@portal/shared/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Config } from '../../../platform/config';
import type { Language } from '../../../platform/message-text';
import { imageUrlOf } from '../../../platform/public-url';
import type { CataloguePromotionPrice } from '../../catalogue';

/** Option values of a variant joined in option order ("250 g · Whole bean"). */
export const variantNameSql = (language: Language) =>
  sql<string>`coalesce((select string_agg(${language === 'km' ? sql`coalesce(l.value_km, l.value)` : sql`l.value`}, ' · ' order by l.option_sort, l.option_id)
    from catalogue_variant_labels l
    where l.variant_id = v.id), '')`;

/**
 * The customer group's price of a variant; a group without its own price pays the general one. While a promotion
 * gives the variant a lower price (catalogue's `catalogue_promotion_price`, joined as `promo`), that is charged and
 * the regular price is the crossed-out one.
 */
const priceOf = (groupId: number) => {
  const regular = sql<number>`coalesce(
    (select price_cents from catalogue_prices where variant_id = v.id and customer_group_id = ${groupId}),
    (select price_cents from catalogue_prices where variant_id = v.id and customer_group_id = ${generalCustomerGroupId}))`;
  return {
    price: sql<number>`least(${regular}, promo.price_cents)`,
    compareAt: sql<number | null>`case when promo.price_cents < ${regular} then ${regular} else coalesce(
    (select compare_at_cents from catalogue_prices where variant_id = v.id and customer_group_id = ${groupId}),
    (select compare_at_cents from catalogue_prices where variant_id = v.id and customer_group_id = ${generalCustomerGroupId})) end`,
  };
};

export const customerGroupOf = async (db: Kysely<Database>, userId: number) =>
  (
    await db
      .selectFrom('account_people')
      .select('customer_group_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).customer_group_id;

/** The lines of a user's cart or quick order with today's prices and stock, as a query (see `cartLines`). */
export const cartLinesQuery = (
  db: Kysely<Database>,
  userId: number,
  kind: CartTarget,
  groupId: number,
  language: Language,
  now: Date,
) => {
  const { price, compareAt } = priceOf(groupId);
  return db
    .selectFrom('cart_items as c')
    .innerJoin('catalogue_products as p', 'p.id', 'c.product_id')
    .innerJoin('catalogue_variants as v', 'v.id', 'c.variant_id')
    .leftJoinLateral(
      sql<CataloguePromotionPrice>`catalogue_promotion_price(v.id, ${groupId}, ${now})`.as('promo'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.product_id',
      'c.variant_id',
      'c.quantity',
      'p.category_id',
      'v.stock',
      'v.is_active as variant_active',
      'p.is_active as product_active',
      language === 'km' ? sql<string>`coalesce(p.name_km, p.name)`.as('name') : 'p.name',
      variantNameSql(language).as('variant_name'),
      price.as('price'),
      compareAt.as('compare_at'),
      sql<
        string | null
      >`(select image from catalogue_images where product_id = p.id order by sort, id limit 1)`.as('image'),
    ])
    .where('c.user_id', '=', userId)
    .where('c.kind', '=', kind)
    .orderBy('c.id');
};

export type CartLineRow = Awaited<ReturnType<ReturnType<typeof cartLinesQuery>['execute']>>[number];

export const toCartLine =
  (config: Pick<Config, 'publicUrl' | 'filesUrl'>) =>
  (row: CartLineRow): CartLine => ({
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    variantName: row.variant_name,
    imageUrl: imageUrlOf(config, row.image),
    categoryId: row.category_id,
    unitPrice: row.price ?? 0,
    compareAtPrice: row.compare_at,
    quantity: row.quantity,
    lineTotal: (row.price ?? 0) * row.quantity,
    stock: row.stock,
    available: row.product_active && row.variant_active && row.price !== null && row.stock >= row.quantity,
  });

/** The lines of a user's cart or quick order with today's prices and stock. */
export const cartLines = async (
  db: Kysely<Database>,
  config: Pick<Config, 'publicUrl' | 'filesUrl'>,
  userId: number,
  kind: CartTarget,
  groupId: number,
  language: Language,
  now: Date,
): Promise<CartLine[]> =>
  (await cartLinesQuery(db, userId, kind, groupId, language, now).execute()).map(toCartLine(config));

/** Regular prices, the promotion discount, and what remains. */
export const paymentDetailOf = (lines: CartLine[]): PaymentDetail => {
  let subtotalAmount = 0;
  let totalAmount = 0;
  for (const line of lines) {
    subtotalAmount += Math.max(line.compareAtPrice ?? 0, line.unitPrice) * line.quantity;
    totalAmount += line.lineTotal;
  }
  return { subtotalAmount, totalDiscountAmount: subtotalAmount - totalAmount, totalAmount };
};
