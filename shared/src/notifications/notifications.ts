import { queryOptions } from '@tanstack/react-query';
import { updateProfile } from '../account/update-profile';
import { api } from '../api/client';
import type { ListMeta } from '../contract/envelope';
import type { Notification } from '../contract/notification';
import { queryClient } from '../query/query-client';

/** Spec section 9: ten a page, the shell's bell showing the first. */
export const notificationPageSize = 10;

/** The notifications' query keys: the shell's bell and the account's list and detail pages read these. */
export const notificationKeys = {
  all: ['notification'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
  detail: (id: number) => [...notificationKeys.all, 'detail', id] as const,
};

export type NotificationPage = { notifications: Notification[]; total: number };

/** Typed, not parsed: the API answers through the contract's schema. */
export const getNotifications = async (page: number): Promise<NotificationPage> => {
  const answer = await api.get<{ data: Notification[]; meta: ListMeta }>('/notification', {
    params: { limit: notificationPageSize, offset: (page - 1) * notificationPageSize },
  });
  return { notifications: answer.data.data, total: answer.data.meta.total };
};

export const notificationsQuery = (page: number) =>
  queryOptions({ queryKey: notificationKeys.list(page), queryFn: () => getNotifications(page) });

export const getNotification = async (id: number): Promise<Notification> =>
  (await api.get<{ data: Notification }>(`/notification/${id}`)).data.data;

export const notificationQuery = (id: number) =>
  queryOptions({ queryKey: notificationKeys.detail(id), queryFn: () => getNotification(id) });

/** Opening a notification reads it: every list shows it read from then on. */
export const markNotificationRead = async (id: number): Promise<Notification> => {
  const notification = (await api.put<{ data: Notification }>(`/notification/${id}/read`)).data.data;
  queryClient.setQueryData(notificationQuery(id).queryKey, notification);
  await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  return notification;
};

/** Spec section 4: looking at the notifications clears the unread dot, through the profile update. */
export const markNotificationsSeen = () => updateProfile({ newNotification: false });
