import { queryOptions, useQuery } from '@portal/shared';
import { adminCandidateSummarySchema, type candidateStates, listEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminCandidateSummarySchema);

export type CandidateFilter = { q: string; state: (typeof candidateStates)[number]; offset: number };

export const candidateListParams = ({ q, state, offset }: CandidateFilter) => ({
  limit: 20,
  offset,
  state,
  ...(q.trim() ? { q: q.trim() } : {}),
});

export const getCandidates = async (filter: CandidateFilter) =>
  answerSchema.parse(
    (await staffApi.get('/academy/candidates', { params: candidateListParams(filter) })).data,
  );

export const candidatesQuery = (filter: CandidateFilter) =>
  queryOptions({
    queryKey: [...adminKeys.academyCandidates, filter],
    queryFn: () => getCandidates(filter),
  });
export const useCandidates = (filter: CandidateFilter) => useQuery(candidatesQuery(filter));
