import {
  generalCustomerGroupId,
  type ProductDetail,
  type ProductSort,
  type ProductSummary,
  type ProductVariant,
  stockStateOf,
} from '@portal/shared/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { local } from '../../../platform/message-text';
import { imageUrlOf } from '../../../platform/public-url';
import { groupPriceJoinSql, groupPromotionPriceSql } from '../promotions/prices';
import { productMatchSql, productRankSql, type SearchTerms } from '../search/product-match';
import { type ChosenFacets, chosenFacetsSql, countFacets, type FacetCountRow } from './facet-counts';

export type Language = 'en' | 'km';

export type ProductFilter = ChosenFacets & {
  /** What a shopper searched for: every word found (see search/product-match.ts). */
  search?: SearchTerms | undefined;
  /** Ranks a `relevance` sort by what a shopper searched for (when the products found are given as `ids`). */
  rankBy?: SearchTerms | undefined;
  topSelection?: boolean;
  merchandise?: boolean;
  ids?: number[];
  excludeId?: number;
};

type SummaryRow = {
  id: number;
  name: string;
  name_km: string | null;
  category_id: number;
  brand_id: number | null;
  brand_name: string | null;
  brand_name_km: string | null;
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  price: number;
  compare_at: number | null;
  stock: string | number;
  has_options: boolean;
  default_variant_id: number | null;
  is_top_selection: boolean;
  rating_average: string | number | null;
  rating_count: string | number;
  total: string | number;
};

const orderBy: Record<ProductSort, RawBuilder<unknown>> = {
  newest: sql`p.created_at desc, p.id desc`,
  priceAsc: sql`agg.price asc, p.id`,
  priceDesc: sql`agg.price desc, p.id`,
  name: sql`lower(p.name), p.id`,
  bestSelling: sql`p.sold_count desc, p.id`,
};

export const createProductQueries = ({
  db,
  config,
  clock,
}: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'filesUrl'>;
  clock: Clock;
}) => {
  const toSummary = (row: SummaryRow, group: number, language: Language): ProductSummary => {
    const stock = Number(row.stock);
    const count = Number(row.rating_count);
    return {
      id: row.id,
      name: local(row.name, row.name_km, language),
      categoryId: row.category_id,
      brand:
        row.brand_id === null
          ? null
          : { id: row.brand_id, name: local(row.brand_name ?? '', row.brand_name_km, language) },
      image:
        row.image === null
          ? null
          : {
              url: imageUrlOf(config, row.image) as string,
              width: row.image_width ?? 0,
              height: row.image_height ?? 0,
            },
      price: row.price,
      compareAtPrice: row.compare_at,
      customerGroupId: group,
      stock,
      stockState: stockStateOf(stock),
      hasOptions: row.has_options,
      defaultVariantId: row.has_options ? null : row.default_variant_id,
      isTopSelection: row.is_top_selection,
      rating: { average: count ? Math.round(Number(row.rating_average) * 10) / 10 : 0, count },
    };
  };

  /** Each product's lowest price for `group` and its stock, joined as `agg`; a product without a price has no row. */
  const pricesOf = (group: number) => sql`join lateral (
        select min(pv.price) as price,
          (array_agg(pv.compare_at order by pv.price, v.sort, v.id))[1] as compare_at,
          coalesce(sum(v.stock), 0) as stock,
          (array_agg(v.id order by v.sort, v.id))[1] as default_variant_id
        from product_variants v
        ${groupPriceJoinSql(group)}
        cross join lateral (select ${groupPromotionPriceSql(group, clock.now())} as promotion) promo
        cross join lateral (
          select least(pr.price_cents, promo.promotion) as price,
            case when promo.promotion < pr.price_cents then pr.price_cents else pr.compare_at_cents end as compare_at
        ) pv
        where v.product_id = p.id and v.is_active
      ) agg on agg.price is not null`;

  /** The list's own conditions, without the chosen facets; null when it can find nothing. */
  const scopeOf = (filter: ProductFilter): RawBuilder<unknown>[] | null => {
    const where: RawBuilder<unknown>[] = [sql`p.is_active`];
    if (filter.search !== undefined) where.push(productMatchSql(filter.search));
    if (filter.topSelection) where.push(sql`p.is_top_selection`);
    if (filter.merchandise) where.push(sql`p.is_merchandise`);
    if (filter.ids) {
      if (filter.ids.length === 0) return null;
      where.push(sql`p.id in (${sql.join(filter.ids)})`);
    }
    if (filter.excludeId !== undefined) where.push(sql`p.id <> ${filter.excludeId}`);
    return where;
  };

  const whereOf = (filter: ProductFilter): RawBuilder<unknown>[] | null => {
    const scope = scopeOf(filter);
    return scope && [...scope, ...Object.values(chosenFacetsSql(filter))];
  };

  /** Active products with a price for `group` (its own or the general one), filtered, sorted and paged, with the total before paging. */
  const summaries = async (
    filter: ProductFilter,
    page: { limit: number; offset: number; sort: ProductSort | 'relevance' },
    group: number,
    language: Language,
  ) => {
    const where = whereOf(filter);
    if (!where) return { items: [], total: 0 };
    const relevance = page.sort === 'relevance' ? (filter.rankBy ?? filter.search) : undefined;

    const { rows } = await sql<SummaryRow>`
      select p.id, p.name, p.name_km, p.category_id, p.brand_id, b.name as brand_name, b.name_km as brand_name_km,
        img.image, img.width as image_width, img.height as image_height,
        agg.price, agg.compare_at, agg.stock, agg.default_variant_id,
        exists (select 1 from product_options o where o.product_id = p.id) as has_options,
        p.is_top_selection, rv.rating_average, rv.rating_count,
        count(*) over () as total
      from products p
      left join brands b on b.id = p.brand_id
      left join lateral (
        select i.image, i.width, i.height from product_images i where i.product_id = p.id order by i.sort, i.id limit 1
      ) img on true
      ${pricesOf(group)}
      left join lateral (
        select avg(r.rating) as rating_average, count(*) as rating_count from product_reviews r where r.product_id = p.id
      ) rv on true
      where ${sql.join(where, sql` and `)}
      order by ${relevance ? productRankSql(relevance) : orderBy[page.sort === 'relevance' ? 'bestSelling' : page.sort]}
      limit ${page.limit} offset ${page.offset}`.execute(db);
    return {
      items: rows.map((row) => toSummary(row, group, language)),
      total: rows.length ? Number(rows[0]?.total) : 0,
    };
  };

  /** The ids of the active products the filter finds, whatever their price (the search's words, matched once). */
  const idsOf = async (filter: ProductFilter) => {
    const scope = scopeOf(filter);
    if (!scope) return [];
    const { rows } = await sql<{ id: number }>`
      select p.id from products p where ${sql.join(scope, sql` and `)}`.execute(db);
    return rows.map((row) => row.id);
  };

  /** The facet counts of the list (see facet-counts.ts), at `group`'s prices. */
  const facetCounts = async (filter: ProductFilter, group: number): Promise<FacetCountRow[]> => {
    const scope = scopeOf(filter);
    return scope ? countFacets(db, filter, { scope, prices: pricesOf(group) }) : [];
  };

  const variantsOf = async (
    productId: number,
    group: number,
    language: Language,
  ): Promise<ProductVariant[]> => {
    const rows = await db
      .selectFrom('product_variants as v')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('product_variant_prices as gp')
            .select(['gp.variant_id', 'gp.price_cents', 'gp.compare_at_cents'])
            .distinctOn('gp.variant_id')
            .where('gp.customer_group_id', 'in', [group, generalCustomerGroupId])
            .orderBy('gp.variant_id')
            .orderBy(sql`gp.customer_group_id = ${group}`, 'desc')
            .as('pr'),
        (join) => join.onRef('pr.variant_id', '=', 'v.id'),
      )
      .select(['v.id', 'v.product_id', 'v.sku', 'v.stock', 'pr.price_cents', 'pr.compare_at_cents'])
      .select(groupPromotionPriceSql(group, clock.now()).as('promotion_cents'))
      .select((eb) => [
        eb
          .selectFrom('product_variant_values as vv')
          .innerJoin('product_option_values as ov', 'ov.id', 'vv.option_value_id')
          .innerJoin('product_options as o', 'o.id', 'ov.option_id')
          .whereRef('vv.variant_id', '=', 'v.id')
          .select(
            sql<
              { id: number; value: string; value_km: string | null }[] | null
            >`json_agg(json_build_object('id', ov.id, 'value', ov.value, 'value_km', ov.value_km) order by o.sort, o.id)`.as(
              'values',
            ),
          )
          .as('values'),
      ])
      .where('v.product_id', '=', productId)
      .where('v.is_active', '=', true)
      .orderBy('v.sort')
      .orderBy('v.id')
      .execute();
    return rows.map((row) => {
      const values = row.values ?? [];
      return {
        id: row.id,
        productId: row.product_id,
        sku: row.sku,
        name: values.map((value) => local(value.value, value.value_km, language)).join(' · '),
        optionValueIds: values.map((value) => value.id),
        // A running promotion's lower price is charged; the regular one is then crossed out.
        price:
          row.promotion_cents !== null && row.promotion_cents < row.price_cents
            ? row.promotion_cents
            : row.price_cents,
        compareAtPrice:
          row.promotion_cents !== null && row.promotion_cents < row.price_cents
            ? row.price_cents
            : row.compare_at_cents,
        stock: row.stock,
        stockState: stockStateOf(row.stock),
      };
    });
  };

  const detail = async (id: number, group: number, language: Language): Promise<ProductDetail | null> => {
    const [summary] = (
      await summaries({ ids: [id] }, { limit: 1, offset: 0, sort: 'newest' }, group, language)
    ).items;
    if (!summary) return null;
    const product = await db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'p.description',
        'p.description_km',
        'p.sold_count',
        'c.name as category_name',
        'c.name_km as category_name_km',
      ])
      .where('p.id', '=', id)
      .executeTakeFirstOrThrow();
    const images = await db
      .selectFrom('product_images')
      .select(['image', 'width', 'height'])
      .where('product_id', '=', id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const optionRows = await db
      .selectFrom('product_options as o')
      .innerJoin('product_option_values as ov', 'ov.option_id', 'o.id')
      .select(['o.id', 'o.name', 'o.name_km', 'ov.id as value_id', 'ov.value', 'ov.value_km'])
      .where('o.product_id', '=', id)
      .orderBy('o.sort')
      .orderBy('o.id')
      .orderBy('ov.sort')
      .orderBy('ov.id')
      .execute();
    const options = new Map<number, ProductDetail['options'][number]>();
    for (const row of optionRows) {
      let option = options.get(row.id);
      if (!option) {
        option = { id: row.id, name: local(row.name, row.name_km, language), values: [] };
        options.set(row.id, option);
      }
      option.values.push({ id: row.value_id, value: local(row.value, row.value_km, language) });
    }
    return {
      ...summary,
      description: local(product.description, product.description_km, language),
      categoryName: local(product.category_name, product.category_name_km, language),
      images: images.map((image) => ({
        url: imageUrlOf(config, image.image) as string,
        width: image.width,
        height: image.height,
      })),
      options: [...options.values()],
      variants: await variantsOf(id, group, language),
      soldCount: product.sold_count,
    };
  };

  /** The caller's customer group: the general group for guests. */
  const customerGroupOf = async (userId: number | null) => {
    if (userId === null) return generalCustomerGroupId;
    const row = await db
      .selectFrom('account_people')
      .select('customer_group_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.customer_group_id ?? generalCustomerGroupId;
  };

  return { summaries, idsOf, facetCounts, detail, variantsOf, customerGroupOf };
};

export type ProductQueries = ReturnType<typeof createProductQueries>;
