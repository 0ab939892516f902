import {
  formatDate,
  markNotificationsSeen,
  notificationsQuery,
  profileQuery,
  queryClient,
  useQuery,
} from '@portal/shared';
import { Popover } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Anchor, Loader, Stack, Text } from '@portal/shared/ui';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Opens as soon as it mounts (the bell's click mounts it); 300 px wide (spec section 9). */
export default function NotificationPanel({
  target,
  onClosed,
}: {
  target: ReactElement;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  // The first page of the account's list: the latest ten (spec section 9).
  const { data: list, isPending } = useQuery({
    ...notificationsQuery(1),
    select: (page) => page.notifications,
  });
  const unread = queryClient.getQueryData(profileQuery().queryKey)?.newNotification;
  // Spec section 4: opening the list clears the unread flag.
  useEffect(() => {
    if (unread) void markNotificationsSeen().catch(() => undefined);
  }, [unread]);
  return (
    <Popover defaultOpened onClose={onClosed} width={300} position="bottom-end" withinPortal shadow="md">
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown aria-label={t('shellNotifications')} role="dialog">
        {isPending && <Loader size="sm" aria-label={t('loading')} />}
        {list && list.length === 0 && <Text size="sm">{t('shellNoNotifications')}</Text>}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list?.map((item) => (
            <li key={item.id}>
              <Text size="sm" fw={item.isRead ? 400 : 700}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {item.body}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(item.createdAt)}
              </Text>
            </li>
          ))}
        </Stack>
        <Anchor
          component={Link}
          to="/profile/notification"
          size="sm"
          mt="xs"
          display="block"
          onClick={onClosed}
        >
          {t('shellSeeAllNotifications')}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
