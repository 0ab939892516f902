import { queryOptions, useQuery } from '@portal/shared';
import { adminApplicationSchema, type JobApplicationStatus, listEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminApplicationSchema);

export type ApplicationFilter = { vacancyId: number; status: JobApplicationStatus | ''; offset: number };

export const getApplications = async ({ vacancyId, status, offset }: ApplicationFilter) =>
  answerSchema.parse(
    (
      await staffApi.get(`/academy/vacancies/${vacancyId}/applications`, {
        params: { limit: 20, offset, ...(status ? { status } : {}) },
      })
    ).data,
  );

export const applicationsQuery = (filter: ApplicationFilter) =>
  queryOptions({
    queryKey: [...adminKeys.academyApplications, filter],
    queryFn: () => getApplications(filter),
  });
export const useApplications = (filter: ApplicationFilter) =>
  useQuery({ ...applicationsQuery(filter), enabled: filter.vacancyId > 0 });
