import { queryOptions, useQuery } from '@portal/shared';
import { type AdminShowroom, adminShowroomSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getShowrooms = async (): Promise<AdminShowroom[]> =>
  adminShowroomSchema.array().parse((await staffApi.get('/showrooms')).data.data);
export const showroomsQuery = () => queryOptions({ queryKey: adminKeys.showrooms, queryFn: getShowrooms });
export const useShowrooms = () => useQuery(showroomsQuery());
