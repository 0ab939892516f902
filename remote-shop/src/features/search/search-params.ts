import type { ProductSearchQuery } from '@portal/shared/contract';
import { cataloguePageSize } from '../../common/catalogue/list-filters';

/** A search as its URL holds it, so it can be shared and the back button steps through its facets. */
export type SearchState = {
  key: string;
  page: number;
  categoryId?: number;
  brandId?: number;
  origin?: string;
  /** Cents, both ends included, as the facets' price ranges give them. */
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
};

export type FacetChoice = Partial<
  Pick<SearchState, 'categoryId' | 'brandId' | 'origin' | 'minPrice' | 'maxPrice'>
> & {
  inStock?: boolean;
};

const whole = (value: string | null, min: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min ? number : undefined;
};

export const searchFromParams = (params: URLSearchParams): SearchState => {
  const state: SearchState = {
    key: params.get('key') ?? '',
    page: whole(params.get('page'), 1) ?? 1,
    inStock: params.get('inStock') === 'true',
  };
  const categoryId = whole(params.get('categoryId'), 1);
  const brandId = whole(params.get('brandId'), 1);
  const origin = params.get('origin')?.trim();
  const minPrice = whole(params.get('minPrice'), 0);
  const maxPrice = whole(params.get('maxPrice'), 0);
  if (categoryId) state.categoryId = categoryId;
  if (brandId) state.brandId = brandId;
  if (origin) state.origin = origin;
  if (minPrice !== undefined) state.minPrice = minPrice;
  if (maxPrice !== undefined) state.maxPrice = maxPrice;
  return state;
};

export const searchToParams = (state: SearchState) => {
  const params = new URLSearchParams({ key: state.key });
  if (state.categoryId) params.set('categoryId', String(state.categoryId));
  if (state.brandId) params.set('brandId', String(state.brandId));
  if (state.origin) params.set('origin', state.origin);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.inStock) params.set('inStock', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};

/** The state with one facet chosen, or taken back when it was chosen already; back to the first page. */
export const toggleFacet = (state: SearchState, choice: FacetChoice): SearchState => {
  const chosen = (Object.keys(choice) as (keyof FacetChoice)[]).every((name) => state[name] === choice[name]);
  const next: SearchState = { ...state, page: 1 };
  if ('minPrice' in choice || 'maxPrice' in choice) {
    delete next.minPrice;
    delete next.maxPrice;
  }
  for (const name of Object.keys(choice) as (keyof FacetChoice)[]) {
    if (chosen || choice[name] === undefined) {
      if (name === 'inStock') next.inStock = false;
      else delete next[name];
    } else Object.assign(next, { [name]: choice[name] });
  }
  return next;
};

export const withoutFacets = (state: SearchState): SearchState => ({
  key: state.key,
  page: 1,
  inStock: false,
});

export const hasFacets = (state: SearchState) =>
  state.categoryId !== undefined ||
  state.brandId !== undefined ||
  state.origin !== undefined ||
  state.minPrice !== undefined ||
  state.maxPrice !== undefined ||
  state.inStock;

/** The API's query for a page of results. */
export const searchQueryOf = (state: SearchState): ProductSearchQuery => ({
  key: state.key,
  limit: cataloguePageSize,
  offset: (state.page - 1) * cataloguePageSize,
  ...(state.categoryId ? { categoryId: state.categoryId } : {}),
  ...(state.brandId ? { brandId: state.brandId } : {}),
  ...(state.origin ? { origin: state.origin } : {}),
  ...(state.minPrice !== undefined ? { minPrice: state.minPrice } : {}),
  ...(state.maxPrice !== undefined ? { maxPrice: state.maxPrice } : {}),
  ...(state.inStock ? { inStock: 'true' as const } : {}),
});
