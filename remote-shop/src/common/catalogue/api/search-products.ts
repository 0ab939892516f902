import { api, queryOptions, useQuery } from '@portal/shared';
import type { ProductSearchAnswer, ProductSearchQuery } from '@portal/shared/contract';

export type SearchResults = {
  items: ProductSearchAnswer['data'];
  meta: ProductSearchAnswer['meta'];
};

/** Typed, not parsed, as the other product lists (the schema library stays off the first screen). */
export const searchProducts = async (query: ProductSearchQuery): Promise<SearchResults> => {
  const { data } = await api.get<ProductSearchAnswer>('/search', { params: query });
  return { items: data.data, meta: data.meta };
};

/** GET search: the words found in names, descriptions, origins, brands and categories; a page and its facets. */
export const searchQuery = (query: ProductSearchQuery) =>
  queryOptions({ queryKey: ['products', 'search', query], queryFn: () => searchProducts(query) });
export const useSearchProducts = (query: ProductSearchQuery) =>
  useQuery({
    ...searchQuery(query),
    enabled: query.key.trim().length > 0,
    // The facets and the results stay on screen while the next choice loads.
    placeholderData: (previous) => previous,
  });
