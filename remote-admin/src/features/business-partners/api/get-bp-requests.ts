import { queryOptions, useQuery } from '@portal/shared';
import { adminBpRequestSchema, type BpRequestStatus, listEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminBpRequestSchema);

export const getBpRequests = async (status: BpRequestStatus, offset: number) =>
  answerSchema.parse(
    (await staffApi.get('/business-partner-requests', { params: { status, limit: 10, offset } })).data,
  );
export const bpRequestsQuery = (status: BpRequestStatus, offset = 0) =>
  queryOptions({
    queryKey: [...adminKeys.businessPartnerRequests, status, offset],
    queryFn: () => getBpRequests(status, offset),
  });
export const useBpRequests = (status: BpRequestStatus, offset: number) =>
  useQuery(bpRequestsQuery(status, offset));
