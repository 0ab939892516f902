import { queryOptions, useQuery } from '@portal/shared';
import { type AdminSettings, adminSettingsSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export const getAdminSettings = async (): Promise<AdminSettings> =>
  adminSettingsSchema.parse((await staffApi.get('/settings')).data.data);
export const adminSettingsQuery = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: getAdminSettings });
export const useAdminSettings = () => useQuery(adminSettingsQuery());
