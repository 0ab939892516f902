import { api, queryOptions, useQuery } from '@portal/shared';
import { type ProductSummary, productSummarySchema } from '@portal/shared/contract';

export const getRelatedProducts = async (id: number): Promise<ProductSummary[]> =>
  productSummarySchema.array().parse((await api.get(`/product/related/${id}`)).data.data);
export const relatedProductsQuery = (id: number) =>
  queryOptions({ queryKey: ['products', 'related', id], queryFn: () => getRelatedProducts(id) });
export const useRelatedProducts = (id: number) => useQuery({ ...relatedProductsQuery(id), enabled: id > 0 });
