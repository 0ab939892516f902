import { queryOptions, useQuery } from '@portal/shared';
import { type ReleaseHealth, releaseHealthSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getReleaseHealth = async (hours: number): Promise<ReleaseHealth> =>
  releaseHealthSchema.parse((await staffApi.get('/releases/health', { params: { hours } })).data.data);
export const releaseHealthQuery = (hours = 24) =>
  queryOptions({ queryKey: [...adminKeys.releaseHealth, hours], queryFn: () => getReleaseHealth(hours) });
export const useReleaseHealth = (hours = 24) => useQuery(releaseHealthQuery(hours));
