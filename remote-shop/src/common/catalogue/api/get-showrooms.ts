import { api, queryOptions, useQuery } from '@portal/shared';
import { type Showroom, showroomSchema } from '@portal/shared/contract';

export const getShowrooms = async (): Promise<Showroom[]> =>
  showroomSchema.array().parse((await api.get('/showroom')).data.data);
export const showroomsQuery = () => queryOptions({ queryKey: ['showrooms'], queryFn: getShowrooms });
export const useShowrooms = () => useQuery(showroomsQuery());
