import { api, queryOptions, useQuery } from '@portal/shared';
import type { ListMeta, ProductSummary } from '@portal/shared/contract';

export type ProductPage = { items: ProductSummary[]; meta: ListMeta };
export type ProductListParams = Record<string, string | number | undefined>;

/** Typed, not parsed: lists show on the home page, which keeps the schema library off the first screen. */
export const getProducts = async (path: string, params: ProductListParams): Promise<ProductPage> => {
  const { data } = await api.get<{ data: ProductSummary[]; meta: ListMeta }>(path, { params });
  return { items: data.data, meta: data.meta };
};

/** GET product with filters: category (with its children), brand, price, stock, sort and paging. */
export const productsQuery = (params: ProductListParams) =>
  queryOptions({ queryKey: ['products', params], queryFn: () => getProducts('/product', params) });
export const useProducts = (params: ProductListParams) =>
  useQuery({ ...productsQuery(params), placeholderData: (previous) => previous });
