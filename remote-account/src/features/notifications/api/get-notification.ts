import { api, queryOptions, useQuery } from '@portal/shared';
import { type Notification, notificationSchema } from '@portal/shared/contract';

export const getNotification = async (id: number): Promise<Notification> =>
  notificationSchema.parse((await api.get(`/notification/${id}`)).data.data);
export const notificationQuery = (id: number) =>
  queryOptions({ queryKey: ['notification', id], queryFn: () => getNotification(id) });
export const useNotification = (id: number) => useQuery({ ...notificationQuery(id), enabled: id > 0 });
