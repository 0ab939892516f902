import { api, formatDate, profileQuery, queryClient, useQuery } from '@portal/shared';
import type { Notification, Profile } from '@portal/shared/contract';
import { Popover } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Anchor, Loader, Stack, Text } from '@portal/shared/ui';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the notification page is 10. */
const getLatestNotifications = async (): Promise<Notification[]> =>
  (await api.get<{ data: Notification[] }>('/notification', { params: { limit: 10, offset: 0 } })).data.data;

/** Spec section 4: opening the list clears the unread flag through the profile update. */
const markNotificationsSeen = async () => {
  const { data } = await api.put<{ data: Profile }>('/account/profile', { newNotification: false });
  queryClient.setQueryData(profileQuery().queryKey, data.data);
};

/** Opens as soon as it mounts (the bell's click mounts it); 300 px wide (spec section 9). */
export default function NotificationPanel({
  target,
  onClosed,
}: {
  target: ReactElement;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { data: list, isPending } = useQuery({
    queryKey: ['notification', 'latest'],
    queryFn: getLatestNotifications,
  });
  const unread = queryClient.getQueryData(profileQuery().queryKey)?.newNotification;
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
