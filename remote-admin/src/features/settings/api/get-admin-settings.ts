import { queryOptions, useQuery } from '@portal/shared';
import { type AdminSettings, adminSettingsSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getAdminSettings = async (): Promise<AdminSettings> =>
  adminSettingsSchema.parse((await staffApi.get('/settings')).data.data);
export const adminSettingsQuery = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: getAdminSettings });
export const useAdminSettings = () => useQuery(adminSettingsQuery());
