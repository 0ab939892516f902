import { queryOptions, useQuery } from '@portal/shared';
import {
  type AcademyTicketKind,
  type AcademyTicketStatus,
  adminAcademyRequestSchema,
  listEnvelope,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminAcademyRequestSchema);

export type RequestFilter = { kind: AcademyTicketKind; status: AcademyTicketStatus | ''; offset: number };

export const requestListParams = ({ kind, status, offset }: RequestFilter) => ({
  kind,
  limit: 20,
  offset,
  ...(status ? { status } : {}),
});

export const getAcademyRequests = async (filter: RequestFilter) =>
  answerSchema.parse((await staffApi.get('/academy/requests', { params: requestListParams(filter) })).data);

export const academyRequestsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: [...adminKeys.academyRequests, filter],
    queryFn: () => getAcademyRequests(filter),
  });
export const useAcademyRequests = (filter: RequestFilter) => useQuery(academyRequestsQuery(filter));
