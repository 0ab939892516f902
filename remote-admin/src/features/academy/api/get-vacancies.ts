import { queryOptions, useQuery } from '@portal/shared';
import { adminVacancySchema, listEnvelope, type vacancyStates } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminVacancySchema);

export type VacancyFilter = { state: (typeof vacancyStates)[number]; offset: number; limit?: number };

export const getVacancies = async ({ state, offset, limit = 20 }: VacancyFilter) =>
  answerSchema.parse((await staffApi.get('/academy/vacancies', { params: { state, offset, limit } })).data);

export const vacanciesQuery = (filter: VacancyFilter) =>
  queryOptions({ queryKey: [...adminKeys.academyVacancies, filter], queryFn: () => getVacancies(filter) });
export const useVacancies = (filter: VacancyFilter) => useQuery(vacanciesQuery(filter));
