import { notificationQuery, useQuery } from '@portal/shared';

export const useNotification = (id: number) => useQuery({ ...notificationQuery(id), enabled: id > 0 });
