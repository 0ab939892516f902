import { queryOptions, useQuery } from '@portal/shared';
import { adminCandidateDetailSchema, okEnvelope } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

const answerSchema = okEnvelope(adminCandidateDetailSchema);

export const getCandidate = async (id: number) =>
  answerSchema.parse((await staffApi.get(`/academy/candidates/${id}`)).data).data;

export const candidateQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'academy', 'candidates', id], queryFn: () => getCandidate(id) });
export const useCandidate = (id: number) => useQuery(candidateQuery(id));
