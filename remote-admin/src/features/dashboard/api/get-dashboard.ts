import { queryOptions, useQuery } from '@portal/shared';
import { type AdminDashboard, adminDashboardSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export const getDashboard = async (): Promise<AdminDashboard> =>
  adminDashboardSchema.parse((await staffApi.get('/dashboard')).data.data);
export const dashboardQuery = () => queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard });
export const useDashboard = () => useQuery(dashboardQuery());
