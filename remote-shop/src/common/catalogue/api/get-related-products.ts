import { api, queryOptions, useQuery } from '@portal/shared';
import type { ProductSummary } from '@portal/shared/contract';

/** Typed, not parsed, like the other lists: the product page keeps the schema library off its first screen. */
export const getRelatedProducts = async (id: number): Promise<ProductSummary[]> =>
  (await api.get<{ data: ProductSummary[] }>(`/product/related/${id}`)).data.data;
export const relatedProductsQuery = (id: number) =>
  queryOptions({ queryKey: ['products', 'related', id], queryFn: () => getRelatedProducts(id) });
export const useRelatedProducts = (id: number) => useQuery({ ...relatedProductsQuery(id), enabled: id > 0 });
