import { queryOptions, useQuery } from '@portal/shared';
import { adminCandidateDetailSchema, okEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = okEnvelope(adminCandidateDetailSchema);

export const getCandidate = async (id: number) =>
  answerSchema.parse((await staffApi.get(`/academy/candidates/${id}`)).data).data;

export const candidateQuery = (id: number) =>
  queryOptions({ queryKey: [...adminKeys.academyCandidates, id], queryFn: () => getCandidate(id) });
export const useCandidate = (id: number) => useQuery(candidateQuery(id));
