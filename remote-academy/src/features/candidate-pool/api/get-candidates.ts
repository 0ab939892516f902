import { api, queryOptions, useQuery } from '@portal/shared';
import {
  type Candidate,
  type CandidatePoolItem,
  candidatePoolItemSchema,
  candidateSchema,
} from '@portal/shared/contract';

export const getCandidates = async (q: string): Promise<CandidatePoolItem[]> =>
  candidatePoolItemSchema
    .array()
    .parse((await api.get('/candidate', { params: { limit: 50, ...(q ? { q } : {}) } })).data.data);

export const candidatesQuery = (q: string) =>
  queryOptions({ queryKey: ['academy', 'candidates', q], queryFn: () => getCandidates(q) });
export const useCandidates = (q: string, enabled: boolean) => useQuery({ ...candidatesQuery(q), enabled });

export const getCandidate = async (id: number): Promise<Candidate> =>
  candidateSchema.parse((await api.get(`/candidate/${id}`)).data.data);

export const candidateQuery = (id: number) =>
  queryOptions({ queryKey: ['academy', 'candidate', id], queryFn: () => getCandidate(id) });
export const useCandidate = (id: number) => useQuery({ ...candidateQuery(id), enabled: id > 0 });
