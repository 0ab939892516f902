import { queryOptions, useQuery } from '@portal/shared';
import { type AppReleases, appReleasesSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getReleases = async (): Promise<AppReleases[]> =>
  appReleasesSchema.array().parse((await staffApi.get('/releases')).data.data);
export const releasesQuery = () => queryOptions({ queryKey: adminKeys.releases, queryFn: getReleases });
export const useReleases = () => useQuery(releasesQuery());
