import type { ProductSort } from '@portal/shared/contract';

export type ListSort = ProductSort | 'relevance';

/** The facets whose values a shopper ticks, any of them found: a brand's id, an English origin, a code. */
export type ValueFacet = 'brandId' | 'origin' | 'roast' | 'grind' | 'type';
export const valueFacets: ValueFacet[] = ['brandId', 'origin', 'roast', 'grind', 'type'];

/**
 * A product list's chosen facets, sort and page, as its URL holds them (so a link shares them and the back button
 * steps through them): a facet's values comma-separated, prices in cents as the price ranges give them.
 */
export type ListFilters = {
  page: number;
  sort: ListSort;
  categoryId?: number;
  brandId: string[];
  origin: string[];
  roast: string[];
  grind: string[];
  type: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
};

const whole = (value: string | null, min: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min ? number : undefined;
};
const listIn = (value: string | null) =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ].sort();

export const filtersFromParams = (
  params: URLSearchParams,
  sorts: readonly ListSort[],
  defaultSort: ListSort,
): ListFilters => {
  const sort = params.get('sort') as ListSort | null;
  const filters: ListFilters = {
    page: whole(params.get('page'), 1) ?? 1,
    sort: sort && sorts.includes(sort) ? sort : defaultSort,
    brandId: listIn(params.get('brandId')).filter((id) => whole(id, 1) !== undefined),
    origin: listIn(params.get('origin')),
    roast: listIn(params.get('roast')),
    grind: listIn(params.get('grind')),
    type: listIn(params.get('type')),
    inStock: params.get('inStock') === 'true',
  };
  const categoryId = whole(params.get('categoryId'), 1);
  const minPrice = whole(params.get('minPrice'), 0);
  const maxPrice = whole(params.get('maxPrice'), 0);
  if (categoryId) filters.categoryId = categoryId;
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  return filters;
};

/** The filters as URL parameters, after any the page puts first (a search's key); defaults left out. */
export const filtersToParams = (
  filters: ListFilters,
  defaultSort: ListSort,
  first: [string, string][] = [],
) => {
  const params = new URLSearchParams(first);
  if (filters.categoryId) params.set('categoryId', String(filters.categoryId));
  for (const facet of valueFacets) if (filters[facet].length) params.set(facet, filters[facet].join(','));
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** Ticks a value of a facet, or unticks it; back to the first page. */
export const toggleValue = (filters: ListFilters, facet: ValueFacet, value: string): ListFilters => {
  const chosen = filters[facet];
  return {
    ...filters,
    page: 1,
    [facet]: chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value].sort(),
  };
};

/** Chooses one category, or one price range, or in stock; choosing it again takes it back. */
export const toggleCategory = (filters: ListFilters, categoryId: number): ListFilters => {
  const { categoryId: chosen, ...rest } = filters;
  return chosen === categoryId ? { ...rest, page: 1 } : { ...rest, page: 1, categoryId };
};
export const togglePrice = (filters: ListFilters, min: number, max: number | null): ListFilters => {
  const { minPrice, maxPrice, ...rest } = filters;
  const chosen = minPrice === min && maxPrice === (max ?? undefined);
  if (chosen) return { ...rest, page: 1 };
  return { ...rest, page: 1, minPrice: min, ...(max === null ? {} : { maxPrice: max }) };
};

/** Every facet taken back; the sort stays. */
export const withoutFacets = (filters: ListFilters, keepCategory = false): ListFilters => ({
  page: 1,
  sort: filters.sort,
  ...(keepCategory && filters.categoryId ? { categoryId: filters.categoryId } : {}),
  brandId: [],
  origin: [],
  roast: [],
  grind: [],
  type: [],
  inStock: false,
});

/** How many facet values are chosen (a price range counts once). */
export const chosenCount = (filters: ListFilters, withCategory = true) =>
  (withCategory && filters.categoryId ? 1 : 0) +
  valueFacets.reduce((sum, facet) => sum + filters[facet].length, 0) +
  (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
  (filters.inStock ? 1 : 0);

/** The API's query for a page of the list: a facet's values comma-separated, as the contract reads them. */
export const facetQueryOf = (filters: ListFilters, pageSize: number) => ({
  limit: pageSize,
  offset: (filters.page - 1) * pageSize,
  sort: filters.sort,
  ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
  ...Object.fromEntries(
    valueFacets.flatMap((facet) => (filters[facet].length ? [[facet, filters[facet].join(',')]] : [])),
  ),
  ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
  ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
  ...(filters.inStock ? { inStock: 'true' as const } : {}),
});
