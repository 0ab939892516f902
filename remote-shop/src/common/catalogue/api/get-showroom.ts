import { api, queryOptions, useQuery } from '@portal/shared';
import { type Showroom, showroomSchema } from '@portal/shared/contract';

export const getShowroom = async (id: number): Promise<Showroom> =>
  showroomSchema.parse((await api.get(`/showroom/${id}`)).data.data);
export const showroomQuery = (id: number) =>
  queryOptions({ queryKey: ['showrooms', id], queryFn: () => getShowroom(id) });
export const useShowroom = (id: number) => useQuery({ ...showroomQuery(id), enabled: id > 0 });
