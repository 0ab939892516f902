import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/schema';

/** The facets a shopper narrows a list by: any of a facet's values, every facet chosen (prices in cents). */
export type ChosenFacets = {
  /** With its active sub-categories. */
  categoryId?: number | undefined;
  brandId?: number[] | undefined;
  /** English origins, exactly. */
  origin?: string[] | undefined;
  roast?: string[] | undefined;
  /** Any of the grinds a product is sold in. */
  grind?: string[] | undefined;
  type?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
};

export type FacetName = 'category' | 'brand' | 'origin' | 'roast' | 'grind' | 'type' | 'price' | 'inStock';
export const facetNames: FacetName[] = [
  'category',
  'brand',
  'origin',
  'roast',
  'grind',
  'type',
  'price',
  'inStock',
];

/** One count of search/facets.ts: how many products choosing `value` of `facet` finds (price: a range's index). */
export type FacetCountRow = { facet: FacetName; value: string | null; count: number };

/** Price ranges in cents as a coffee and equipment shop's prices fall: under $10, $10–25, … $500 and over. */
export const priceSteps = [0, 1000, 2500, 5000, 10000, 50000];

const textArray = (values: string[]) => sql`array[${sql.join(values)}]::text[]`;

/** Each chosen facet as a condition on `p` (a product) and `agg` (its price and stock). */
export const chosenFacetsSql = (filter: ChosenFacets): Partial<Record<FacetName, RawBuilder<unknown>>> => {
  const chosen: Partial<Record<FacetName, RawBuilder<unknown>>> = {};
  if (filter.categoryId !== undefined) {
    chosen.category = sql`p.category_id in (select id from categories where is_active and (id = ${filter.categoryId} or parent_id = ${filter.categoryId}))`;
  }
  if (filter.brandId?.length) chosen.brand = sql`p.brand_id in (${sql.join(filter.brandId)})`;
  if (filter.origin?.length) chosen.origin = sql`p.origin in (${sql.join(filter.origin)})`;
  if (filter.roast?.length) chosen.roast = sql`p.roast in (${sql.join(filter.roast)})`;
  if (filter.grind?.length) chosen.grind = sql`p.grinds && ${textArray(filter.grind)}`;
  if (filter.type?.length) chosen.type = sql`p.equipment_type in (${sql.join(filter.type)})`;
  const prices: RawBuilder<unknown>[] = [];
  if (filter.minPrice !== undefined) prices.push(sql`agg.price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) prices.push(sql`agg.price <= ${filter.maxPrice}`);
  if (prices.length) chosen.price = sql`(${sql.join(prices, sql` and `)})`;
  if (filter.inStock) chosen.inStock = sql`agg.stock > 0`;
  return chosen;
};

/**
 * Facet counts in one statement: each facet counts, per value, the products of the list that every other chosen
 * facet lets through (its own choice left out), so a count is what choosing that value too would show. A
 * category counts its active sub-categories' products too; prices count per range of `priceSteps`.
 */
export const countFacets = async (
  db: Db,
  filter: ChosenFacets,
  list: { scope: RawBuilder<unknown>[]; prices: RawBuilder<unknown> },
): Promise<FacetCountRow[]> => {
  const chosen = chosenFacetsSql(filter);
  const passes = (facet: FacetName) => sql.ref(`f_${facet}`);
  const othersThan = (facet: FacetName) =>
    sql.join(
      facetNames.filter((other) => other !== facet).map((other) => passes(other)),
      sql` and `,
    );
  const { rows } = await sql<FacetCountRow>`
    with found as (
      select p.category_id, p.brand_id, p.origin, p.roast, p.grinds, p.equipment_type, agg.price,
        agg.stock > 0 as in_stock,
        ${sql.join(
          facetNames.map((facet) => sql`coalesce(${chosen[facet] ?? sql`true`}, false) as ${passes(facet)}`),
        )}
      from products p
      ${list.prices}
      where ${sql.join(list.scope, sql` and `)}
    )
    select 'category' as facet, c.id::text as value, count(*)::int as count
      from found f
      join categories own on own.id = f.category_id and own.is_active
      join categories c on c.is_active and (c.id = own.id or c.id = own.parent_id)
      where ${othersThan('category')} group by c.id
    union all
    select 'brand', brand_id::text, count(*)::int from found
      where brand_id is not null and ${othersThan('brand')} group by brand_id
    union all
    select 'origin', origin, count(*)::int from found
      where origin is not null and ${othersThan('origin')} group by origin
    union all
    select 'roast', roast, count(*)::int from found
      where roast is not null and ${othersThan('roast')} group by roast
    union all
    select 'grind', g.grind, count(*)::int from found cross join unnest(found.grinds) as g(grind)
      where ${othersThan('grind')} group by g.grind
    union all
    select 'type', equipment_type, count(*)::int from found
      where equipment_type is not null and ${othersThan('type')} group by equipment_type
    union all
    select 'price', (width_bucket(price, array[${sql.join(priceSteps)}]::int[]) - 1)::text, count(*)::int
      from found where ${othersThan('price')} group by 2
    union all
    select 'inStock', null, count(*)::int from found where in_stock and ${othersThan('inStock')}`.execute(db);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
};
