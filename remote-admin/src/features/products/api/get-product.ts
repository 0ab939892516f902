import { queryOptions, useQuery } from '@portal/shared';
import { adminProductDetailSchema, okEnvelope } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

const answerSchema = okEnvelope(adminProductDetailSchema);

export const getProduct = async (id: number) =>
  answerSchema.parse((await staffApi.get(`/products/${id}`)).data).data;

/** Every product query starts with this key: a change to one product refreshes the list too. */
export const productsKey = ['admin', 'products'] as const;

export const productQuery = (id: number) =>
  queryOptions({ queryKey: [...productsKey, id], queryFn: () => getProduct(id) });
export const useProduct = (id: number) => useQuery(productQuery(id));
