import { api, queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import {
  type Candidate,
  type CandidateBody,
  candidateSchema,
  myCandidateSchema,
} from '@portal/shared/contract';

export const getMyCv = async (): Promise<Candidate | null> =>
  myCandidateSchema.parse((await api.get('/candidate/me')).data.data);

export const myCvQuery = () => queryOptions({ queryKey: ['academy', 'my-cv'], queryFn: getMyCv });
export const useMyCv = (enabled = true) => useQuery({ ...myCvQuery(), enabled });

/** Creates the CV, or changes (and so renews) the existing one. */
export const saveCv = async ({
  body,
  exists,
}: {
  body: CandidateBody;
  exists: boolean;
}): Promise<Candidate> =>
  candidateSchema.parse(
    (exists ? await api.put('/candidate/me', body) : await api.post('/candidate', body)).data.data,
  );

export const renewCv = async (): Promise<Candidate> =>
  candidateSchema.parse((await api.put('/candidate/me/renew')).data.data);

const useCvMutation = <Args>(mutationFn: (args: Args) => Promise<Candidate>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (cv) => queryClient.setQueryData(myCvQuery().queryKey, cv),
  });
};

export const useSaveCv = () => useCvMutation(saveCv);
export const useRenewCv = () => useCvMutation(renewCv);
