import { queryOptions, useQuery } from '@portal/shared';
import { type StaffAccount, staffAccountSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getStaff = async (): Promise<StaffAccount[]> =>
  staffAccountSchema.array().parse((await staffApi.get('/staff')).data.data);
export const staffQuery = () => queryOptions({ queryKey: adminKeys.staff, queryFn: getStaff });
export const useStaff = () => useQuery(staffQuery());
