import { queryOptions, useQuery } from '@portal/shared';
import { type StaffMe, staffMeAnswerSchema } from '@portal/shared/contract';
import { adminKeys } from '../query-keys';
import { staffApi } from '../staff-api';

export const getStaffMe = async (): Promise<StaffMe> =>
  staffMeAnswerSchema.parse((await staffApi.get('/me')).data.data);
export const staffMeQuery = () => queryOptions({ queryKey: adminKeys.me, queryFn: getStaffMe, retry: false });
export const useStaffMe = () => useQuery(staffMeQuery());
