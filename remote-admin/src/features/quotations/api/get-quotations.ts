import { queryOptions, useQuery } from '@portal/shared';
import { adminQuotationSchema, listEnvelope, type QuotationStatus } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminQuotationSchema);

export type QuotationFilter = { status: QuotationStatus | ''; offset: number };

export const getQuotations = async ({ status, offset }: QuotationFilter) =>
  answerSchema.parse(
    (await staffApi.get('/quotations', { params: { limit: 20, offset, ...(status ? { status } : {}) } }))
      .data,
  );

export const quotationsQuery = (filter: QuotationFilter) =>
  queryOptions({ queryKey: [...adminKeys.quotations, filter], queryFn: () => getQuotations(filter) });
export const useQuotations = (filter: QuotationFilter) => useQuery(quotationsQuery(filter));
