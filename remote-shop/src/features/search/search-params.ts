import type { ProductSearchQuery } from '@portal/shared/contract';
import {
  facetQueryOf,
  filtersFromParams,
  filtersToParams,
  type ListFilters,
  type ListSort,
} from '../../common/catalogue/facet-filters';
import { cataloguePageSize, catalogueSorts } from '../../common/catalogue/list-filters';

export const searchSorts: ListSort[] = ['relevance', ...catalogueSorts];

/** A search as its URL holds it: the words, then the chosen facets, sort and page. */
export type SearchState = { key: string; filters: ListFilters };

export const searchFromParams = (params: URLSearchParams): SearchState => ({
  key: params.get('key') ?? '',
  filters: filtersFromParams(params, searchSorts, 'relevance'),
});

export const searchToParams = ({ key, filters }: SearchState) =>
  filtersToParams(filters, 'relevance', [['key', key]]);

/** The API's query for a page of results. */
export const searchQueryOf = ({ key, filters }: SearchState): ProductSearchQuery => ({
  key,
  ...facetQueryOf(filters, cataloguePageSize),
});
