import { api, queryOptions, useQuery } from '@portal/shared';
import type { ListMeta, ProductSearchAnswer, ProductSummary } from '@portal/shared/contract';

export type ProductPage<Meta = ListMeta> = { items: ProductSummary[]; meta: Meta };
export type ProductListParams = Record<string, string | number | undefined>;

/** Typed, not parsed: lists show on the home page, which keeps the schema library off the first screen. */
export const getProducts = async <Meta = ListMeta>(
  path: string,
  params: ProductListParams,
): Promise<ProductPage<Meta>> => {
  const { data } = await api.get<{ data: ProductSummary[]; meta: Meta }>(path, { params });
  return { items: data.data, meta: data.meta };
};

export type FacetedProductPage = ProductPage<ProductSearchAnswer['meta']>;

/** GET product with facets (category with its children, brand, origin, roast, grind, type, price, stock), sort and paging; and their counts. */
export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', params],
    queryFn: () => getProducts<ProductSearchAnswer['meta']>('/product', params),
  });
export const useProducts = (params: ProductListParams) =>
  useQuery({ ...productsQuery(params), placeholderData: (previous) => previous });
