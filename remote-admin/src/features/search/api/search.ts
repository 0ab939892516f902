import { queryOptions, useQuery } from '@portal/shared';
import { adminSearchResultSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const searchStaff = async (q: string) =>
  adminSearchResultSchema.parse((await staffApi.get('/search', { params: { q } })).data.data);

export const staffSearchQuery = (q: string) =>
  queryOptions({ queryKey: [...adminKeys.search, q], queryFn: () => searchStaff(q), staleTime: 30_000 });

/** Hits for what staff typed, once it is two characters or more. */
export const useStaffSearch = (q: string) => useQuery({ ...staffSearchQuery(q), enabled: q.length >= 2 });
