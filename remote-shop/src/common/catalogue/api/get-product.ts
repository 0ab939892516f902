import { api, queryOptions, useQuery } from '@portal/shared';
import type { ProductDetail } from '@portal/shared/contract';

/** Typed, not parsed (the API serialises it through the shared schema): the schema library stays off the page. */
export const getProduct = async (id: number): Promise<ProductDetail> =>
  (await api.get<{ data: ProductDetail }>(`/product/${id}`)).data.data;
export const productQuery = (id: number) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });
export const useProduct = (id: number) => useQuery({ ...productQuery(id), enabled: id > 0 });
