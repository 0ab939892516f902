import { queryOptions, useQuery } from '@portal/shared';
import { adminOrderDetailSchema, okEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = okEnvelope(adminOrderDetailSchema);

export const getOrder = async (id: number) =>
  answerSchema.parse((await staffApi.get(`/orders/${id}`)).data).data;

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: [...adminKeys.orders, id], queryFn: () => getOrder(id) });
export const useOrder = (id: number) => useQuery(orderQuery(id));
