import type { ProductSort } from '@portal/shared/contract';
import { facetQueryOf, filtersFromParams, filtersToParams, type ListFilters } from './facet-filters';

export const catalogueSorts: ProductSort[] = ['newest', 'priceAsc', 'priceDesc', 'name', 'bestSelling'];
export const cataloguePageSize = 12;

/** A category page's filters: its facets (the category is the page's own), sort and page. */
export type CatalogueFilters = ListFilters;

/** The listing's filters live in the URL, so a filtered page can be shared and survives a reload. */
export const filtersFromSearch = (params: URLSearchParams): CatalogueFilters => {
  const { categoryId: _category, ...filters } = filtersFromParams(params, catalogueSorts, 'newest');
  return filters;
};

export const filtersToSearch = (filters: CatalogueFilters) => {
  const { categoryId: _category, ...rest } = filters;
  return filtersToParams(rest, 'newest');
};

/** The API's query: the page's category (with its children), the chosen facets, offset paging. */
export const productQueryOf = (categoryId: number, filters: CatalogueFilters) => ({
  categoryId,
  ...facetQueryOf(filters, cataloguePageSize),
});

export const pageCount = (total: number, limit = cataloguePageSize) => Math.max(1, Math.ceil(total / limit));
