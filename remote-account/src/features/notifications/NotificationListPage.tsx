import {
  formatDate,
  LoadFailed,
  markNotificationsSeen,
  notificationPageSize,
  useProfile,
} from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { ListSkeleton } from '../../common/ListSkeleton';
import { pageCount, usePageParam } from '../../common/paging';
import { useNotifications } from './api/get-notifications';
import { notificationPath } from './notification-links';

function NotificationList() {
  const { t } = useTranslation();
  const { page, goTo } = usePageParam();
  const list = useNotifications(page);
  const unreadDot = useProfile().data?.newNotification;
  useEffect(() => {
    if (unreadDot) markNotificationsSeen().catch(() => {});
  }, [unreadDot]);

  if (list.isPending) {
    return <ListSkeleton rowHeight={72} />;
  }
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => list.refetch()} />;
  const { notifications, total } = list.data;
  if (total === 0) {
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">{t('accountNoNotifications')}</Text>
      </Paper>
    );
  }
  const pages = pageCount(total, notificationPageSize);
  return (
    <Stack>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {notifications.map((item) => (
          <Box component="li" key={item.id}>
            <Paper
              withBorder
              p="sm"
              component={Link}
              to={notificationPath(item)}
              data-testid="account-notification"
              data-read={item.isRead}
              style={{
                display: 'block',
                textDecoration: 'none',
                color: 'inherit',
                borderLeft: item.isRead ? undefined : '4px solid var(--mantine-color-orange-6)',
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={item.isRead ? 400 : 700} lineClamp={1}>
                  {item.title}
                </Text>
                {!item.isRead && (
                  <Badge size="sm" color="orange" data-testid="account-notification-unread">
                    {t('accountUnread')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {item.body}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(item.createdAt)}
              </Text>
            </Paper>
          </Box>
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="center" gap="sm" component="nav" aria-label={t('accountPages')}>
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('accountPreviousPage')}
          </Button>
          <Text size="sm">{t('accountPageOf', { page, pages })}</Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('accountNextPage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export default function NotificationListPage() {
  return (
    <AccountPage titleKey="notification" back={{ to: '/profile', labelKey: 'profile' }}>
      <NotificationList />
    </AccountPage>
  );
}
