import { api, queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import {
  type ApplyJobBody,
  type JobApplication,
  jobApplicationSchema,
  type Vacancy,
  vacancySchema,
} from '@portal/shared/contract';

export const getVacancies = async (): Promise<Vacancy[]> =>
  vacancySchema.array().parse((await api.get('/vacancy', { params: { limit: 50 } })).data.data);
export const vacanciesQuery = () =>
  queryOptions({ queryKey: ['academy', 'vacancies'], queryFn: getVacancies });
export const useVacancies = () => useQuery(vacanciesQuery());

export const getMyApplications = async (): Promise<JobApplication[]> =>
  jobApplicationSchema.array().parse((await api.get('/apply-job', { params: { limit: 50 } })).data.data);
export const myApplicationsQuery = () =>
  queryOptions({ queryKey: ['academy', 'applications'], queryFn: getMyApplications });
export const useMyApplications = () => useQuery(myApplicationsQuery());

export const applyJob = async (body: ApplyJobBody): Promise<JobApplication> =>
  jobApplicationSchema.parse((await api.post('/apply-job', body)).data.data);

export const withdrawApplication = async (id: number): Promise<JobApplication> =>
  jobApplicationSchema.parse((await api.put(`/apply-job/${id}/withdraw`)).data.data);

const useApplicationMutation = <Args>(mutationFn: (args: Args) => Promise<JobApplication>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myApplicationsQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: vacanciesQuery().queryKey });
    },
  });
};

export const useApplyJob = () => useApplicationMutation(applyJob);
export const useWithdrawApplication = () => useApplicationMutation(withdrawApplication);
