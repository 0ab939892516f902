import { markNotificationRead } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { useEffect } from 'react';
import { idFromQuery } from '../../../common/paging';
import { useNotification } from '../api/get-notification';

/** The notification named by `?id=`, marked read once it is shown. */
export function useOpenedNotification() {
  const [params] = useSearchParams();
  const id = idFromQuery(params.get('id'));
  const notification = useNotification(id);
  const unread = notification.data && !notification.data.isRead;
  useEffect(() => {
    // A failed mark leaves it unread; the next opening tries again.
    if (unread) markNotificationRead(id).catch(() => {});
  }, [unread, id]);
  return { id, notification };
}
