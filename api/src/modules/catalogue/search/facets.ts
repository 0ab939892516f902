import type { SearchFacets } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { local } from '../../../platform/message-text';
import { type ChosenFacets, type FacetCountRow, type FacetName, priceSteps } from '../products/facet-counts';
import type { Language } from '../products/queries';

const byCountThenName = <T extends { count: number; name: string }>(a: T, b: T) =>
  b.count - a.count || a.name.localeCompare(b.name);
const byCountThenValue = <T extends { count: number; value: string }>(a: T, b: T) =>
  b.count - a.count || a.value.localeCompare(b.value);

/** Roasts light to dark and grinds coarse to fine, as a coffee buyer reads them; the rest by count. */
const roastOrder = ['light', 'medium', 'mediumDark', 'dark'];
const grindOrder = ['wholeBean', 'filter', 'espresso'];

/**
 * A list's facets, named in the caller's language, from the counts the database made (products/queries.ts
 * `facetCounts`). A chosen value stays listed with its count, even at none, so it can be taken back.
 */
export const facetsOf = async (
  db: Db,
  rows: FacetCountRow[],
  chosen: ChosenFacets,
  language: Language,
): Promise<SearchFacets> => {
  const countsOf = (facet: FacetName, kept: (string | number)[] = []) => {
    const counts = new Map<string, number>();
    for (const row of rows) if (row.facet === facet && row.value !== null) counts.set(row.value, row.count);
    for (const value of kept) if (!counts.has(String(value))) counts.set(String(value), 0);
    return counts;
  };
  const valuesOf = (facet: FacetName, kept: string[] = [], order?: string[]) =>
    [...countsOf(facet, kept)]
      .map(([value, count]) => ({ value, count }))
      .sort(order ? (a, b) => order.indexOf(a.value) - order.indexOf(b.value) : byCountThenValue);

  const categoryCounts = countsOf('category', chosen.categoryId === undefined ? [] : [chosen.categoryId]);
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'name_km', 'sort'])
    .where('is_active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const active = new Set(categories.map((category) => category.id));
  const shownCategories = categories
    .filter((category) => category.parent_id === null)
    .flatMap((parent) => [parent, ...categories.filter((category) => category.parent_id === parent.id)])
    .filter((category) => category.parent_id === null || active.has(category.parent_id))
    .flatMap((category) => {
      const count = categoryCounts.get(String(category.id));
      return count === undefined ? [] : [{ category, count }];
    });

  const brandCounts = countsOf('brand', chosen.brandId);
  const brands = brandCounts.size
    ? await db
        .selectFrom('brands')
        .select(['id', 'name', 'name_km'])
        .where('id', 'in', [...brandCounts.keys()].map(Number))
        .execute()
    : [];

  const originCounts = countsOf('origin', chosen.origin);
  const originNames = originCounts.size
    ? await db
        .selectFrom('products')
        .select(['origin', 'origin_km'])
        .distinctOn('origin')
        .where('origin', 'in', [...originCounts.keys()])
        .orderBy('origin')
        .orderBy('origin_km')
        .execute()
    : [];
  const originKm = new Map(originNames.map((row) => [row.origin, row.origin_km ?? null]));

  const priceCounts = countsOf('price');
  return {
    categories: shownCategories.map(({ category, count }) => ({
      id: category.id,
      parentId: category.parent_id,
      name: local(category.name, category.name_km, language),
      count,
    })),
    brands: brands
      .map((brand) => ({
        id: brand.id,
        name: local(brand.name, brand.name_km, language),
        count: brandCounts.get(String(brand.id)) ?? 0,
      }))
      .sort(byCountThenName),
    origins: [...originCounts]
      .map(([value, count]) => ({ value, name: local(value, originKm.get(value) ?? null, language), count }))
      .sort(byCountThenName),
    roasts: valuesOf('roast', chosen.roast, roastOrder),
    grinds: valuesOf('grind', chosen.grind, grindOrder),
    types: valuesOf('type', chosen.type),
    prices: priceSteps.flatMap((min, index) => {
      const count = priceCounts.get(String(index)) ?? 0;
      const next = priceSteps[index + 1];
      return count > 0 ? [{ min, max: next === undefined ? null : next - 1, count }] : [];
    }),
    inStock: rows.find((row) => row.facet === 'inStock')?.count ?? 0,
  };
};
