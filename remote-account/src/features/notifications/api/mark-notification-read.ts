import { api, queryClient } from '@portal/shared';
import { type Notification, notificationSchema } from '@portal/shared/contract';
import { notificationQuery } from './get-notification';

/** Opening a notification reads it: the list shows it read from then on. */
export const markNotificationRead = async (id: number): Promise<Notification> => {
  const notification = notificationSchema.parse((await api.put(`/notification/${id}/read`)).data.data);
  queryClient.setQueryData(notificationQuery(id).queryKey, notification);
  await queryClient.invalidateQueries({ queryKey: ['notifications'] });
  return notification;
};
