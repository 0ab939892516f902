import type { SearchFacets } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { local } from '../../../platform/message-text';
import type { FacetRow, Language } from '../products/queries';

/** The facets a shopper can choose; prices in cents of the caller's group, both ends included. */
export type ChosenFacets = {
  categoryId?: number | undefined;
  brandId?: number | undefined;
  origin?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
};

/** Price ranges in cents as a coffee and equipment shop's prices fall: under $10, $10–25, … $500 and over. */
const priceSteps = [0, 1000, 2500, 5000, 10000, 50000];

type Category = { id: number; parent_id: number | null; name: string; name_km: string | null; sort: number };
type Facet = 'category' | 'brand' | 'origin' | 'price' | 'inStock';

const byCountThenName = <T extends { count: number; name: string }>(a: T, b: T) =>
  b.count - a.count || a.name.localeCompare(b.name);

/**
 * Counts per facet value over the products the words find (`rows`, before any facet is applied): each facet
 * applies every chosen facet but its own, as the product list's filters do (a category with its active children).
 */
export const facetsOf = async (
  db: Db,
  rows: FacetRow[],
  chosen: ChosenFacets,
  language: Language,
): Promise<SearchFacets> => {
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'name_km', 'sort'])
    .where('is_active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const activeCategory = new Map<number, Category>(categories.map((category) => [category.id, category]));
  const inCategory = (categoryId: number, row: FacetRow) => {
    const category = activeCategory.get(row.category_id);
    return category !== undefined && (category.id === categoryId || category.parent_id === categoryId);
  };
  const passes = (row: FacetRow, except: Facet) =>
    (except === 'category' || chosen.categoryId === undefined || inCategory(chosen.categoryId, row)) &&
    (except === 'brand' || chosen.brandId === undefined || row.brand_id === chosen.brandId) &&
    (except === 'origin' || chosen.origin === undefined || row.origin === chosen.origin) &&
    (except === 'price' ||
      ((chosen.minPrice === undefined || row.price >= chosen.minPrice) &&
        (chosen.maxPrice === undefined || row.price <= chosen.maxPrice))) &&
    (except === 'inStock' || !chosen.inStock || row.in_stock);
  const rowsFor = (facet: Facet) => rows.filter((row) => passes(row, facet));

  const forCategories = rowsFor('category');
  const categoryFacet = categories
    .filter((category) => category.parent_id === null || activeCategory.has(category.parent_id))
    .map((category) => ({
      category,
      count: forCategories.filter((row) => inCategory(category.id, row)).length,
    }))
    // A chosen value stays on screen with its count, even at none, so it can be taken back.
    .filter(({ category, count }) => count > 0 || category.id === chosen.categoryId);
  const shown = new Map(categoryFacet.map(({ category, count }) => [category.id, count]));
  const orderedCategories = categories
    .filter((category) => category.parent_id === null)
    .flatMap((parent) => [parent, ...categories.filter((category) => category.parent_id === parent.id)])
    .flatMap((category) => {
      const count = shown.get(category.id);
      return count === undefined ? [] : [{ category, count }];
    });

  const brandCounts = countBy(
    rowsFor('brand').flatMap((row) => (row.brand_id === null ? [] : [row.brand_id])),
  );
  if (chosen.brandId !== undefined && !brandCounts.has(chosen.brandId)) brandCounts.set(chosen.brandId, 0);
  const brands = brandCounts.size
    ? await db
        .selectFrom('brands')
        .select(['id', 'name', 'name_km'])
        .where('id', 'in', [...brandCounts.keys()])
        .execute()
    : [];

  const forOrigins = rowsFor('origin');
  const originCounts = countBy(forOrigins.flatMap((row) => (row.origin === null ? [] : [row.origin])));
  const originKm = new Map(rows.map((row) => [row.origin, row.origin_km]));
  if (chosen.origin !== undefined && !originCounts.has(chosen.origin)) originCounts.set(chosen.origin, 0);

  const forPrices = rowsFor('price');
  const prices = priceSteps.map((min, index) => {
    const next = priceSteps[index + 1];
    const max = next === undefined ? null : next - 1;
    const count = forPrices.filter((row) => row.price >= min && (max === null || row.price <= max)).length;
    return { min, max, count };
  });

  return {
    categories: orderedCategories.map(({ category, count }) => ({
      id: category.id,
      parentId: category.parent_id,
      name: local(category.name, category.name_km, language),
      count,
    })),
    brands: brands
      .map((brand) => ({
        id: brand.id,
        name: local(brand.name, brand.name_km, language),
        count: brandCounts.get(brand.id) ?? 0,
      }))
      .sort(byCountThenName),
    origins: [...originCounts]
      .map(([value, count]) => ({ value, name: local(value, originKm.get(value) ?? null, language), count }))
      .sort(byCountThenName),
    prices: prices.filter(({ count }) => count > 0),
    inStock: rowsFor('inStock').filter((row) => row.in_stock).length,
  };
};

const countBy = <T>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};
