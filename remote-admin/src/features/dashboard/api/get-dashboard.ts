import { queryOptions, useQuery } from '@portal/shared';
import { type AdminDashboard, type AdminDashboardQuery, adminDashboardSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getDashboard = async (query: AdminDashboardQuery): Promise<AdminDashboard> =>
  adminDashboardSchema.parse((await staffApi.get('/dashboard', { params: query })).data.data);
export const dashboardQuery = (query: AdminDashboardQuery) =>
  queryOptions({ queryKey: [...adminKeys.dashboard, query], queryFn: () => getDashboard(query) });
/** The dashboard for a period; none is asked for while a custom range is incomplete (`null`). */
export const useDashboard = (query: AdminDashboardQuery | null) =>
  useQuery({
    ...dashboardQuery(query ?? {}),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
