import { api, queryOptions, useQuery } from '@portal/shared';
import { type ProductDetail, productDetailSchema } from '@portal/shared/contract';

export const getProduct = async (id: number): Promise<ProductDetail> =>
  productDetailSchema.parse((await api.get(`/product/${id}`)).data.data);
export const productQuery = (id: number) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });
export const useProduct = (id: number) => useQuery({ ...productQuery(id), enabled: id > 0 });
