import { queryOptions, useQuery } from '@portal/shared';
import { type StaffAccount, staffAccountSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export const getStaff = async (): Promise<StaffAccount[]> =>
  staffAccountSchema.array().parse((await staffApi.get('/staff')).data.data);
export const staffQuery = () => queryOptions({ queryKey: ['admin', 'staff'], queryFn: getStaff });
export const useStaff = () => useQuery(staffQuery());
