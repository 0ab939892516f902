import { queryOptions, useQuery } from '@portal/shared';
import { adminProductDetailSchema, okEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = okEnvelope(adminProductDetailSchema);

export const getProduct = async (id: number) =>
  answerSchema.parse((await staffApi.get(`/products/${id}`)).data).data;

export const productQuery = (id: number) =>
  queryOptions({ queryKey: [...adminKeys.products, id], queryFn: () => getProduct(id) });
export const useProduct = (id: number) => useQuery(productQuery(id));
