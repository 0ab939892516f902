import { api, queryOptions, useQuery } from '@portal/shared';
import { listEnvelope, notificationSchema } from '@portal/shared/contract';
import { keepPreviousData } from '@tanstack/react-query';

/** Spec section 9: ten a page. */
export const notificationPageSize = 10;

export const getNotifications = async (page: number) => {
  const answer = await api.get('/notification', {
    params: { limit: notificationPageSize, offset: (page - 1) * notificationPageSize },
  });
  const { data, meta } = listEnvelope(notificationSchema).parse(answer.data);
  return { notifications: data, total: meta.total };
};
export const notificationsQuery = (page: number) =>
  queryOptions({ queryKey: ['notifications', page], queryFn: () => getNotifications(page) });
export const useNotifications = (page: number) =>
  useQuery({ ...notificationsQuery(page), placeholderData: keepPreviousData });
