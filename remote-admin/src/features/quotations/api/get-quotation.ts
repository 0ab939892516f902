import { queryOptions, useQuery } from '@portal/shared';
import { type AdminQuotation, adminQuotationSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getQuotation = async (id: number): Promise<AdminQuotation> =>
  adminQuotationSchema.parse((await staffApi.get(`/quotations/${id}`)).data.data);
export const quotationQuery = (id: number) =>
  queryOptions({ queryKey: [...adminKeys.quotation, id], queryFn: () => getQuotation(id) });
export const useQuotation = (id: number) => useQuery(quotationQuery(id));
