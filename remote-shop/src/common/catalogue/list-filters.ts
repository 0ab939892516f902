import type { ProductSort } from '@portal/shared/contract';

export const catalogueSorts: ProductSort[] = ['newest', 'priceAsc', 'priceDesc', 'name', 'bestSelling'];
export const cataloguePageSize = 12;

export type CatalogueFilters = {
  page: number;
  sort: ProductSort;
  brandId?: number;
  /** Dollars as typed; sent as cents. */
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
};

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};
const dollars = (value: string | null) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** The listing's filters live in the URL, so a filtered page can be shared and survives a reload. */
export const filtersFromSearch = (params: URLSearchParams): CatalogueFilters => {
  const sort = params.get('sort') as ProductSort | null;
  const brandId = positiveInt(params.get('brandId'));
  const minPrice = dollars(params.get('minPrice'));
  const maxPrice = dollars(params.get('maxPrice'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    sort: sort && catalogueSorts.includes(sort) ? sort : 'newest',
    ...(brandId ? { brandId } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    inStock: params.get('inStock') === 'true',
  };
};

export const filtersToSearch = (filters: CatalogueFilters) => {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.brandId) params.set('brandId', String(filters.brandId));
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  return params;
};

/** The API's query: offset paging, prices in cents. */
export const productQueryOf = (categoryId: number, filters: CatalogueFilters) => ({
  categoryId,
  limit: cataloguePageSize,
  offset: (filters.page - 1) * cataloguePageSize,
  sort: filters.sort,
  ...(filters.brandId ? { brandId: filters.brandId } : {}),
  ...(filters.minPrice !== undefined ? { minPrice: Math.round(filters.minPrice * 100) } : {}),
  ...(filters.maxPrice !== undefined ? { maxPrice: Math.round(filters.maxPrice * 100) } : {}),
  ...(filters.inStock ? { inStock: 'true' } : {}),
});

export const pageCount = (total: number, limit = cataloguePageSize) => Math.max(1, Math.ceil(total / limit));
