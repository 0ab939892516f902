import { formatDate, LoadFailed } from '@portal/shared';
import type { Notification } from '@portal/shared/contract';
import { Box, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useOpenedNotification } from './use-opened-notification';

type Props = {
  opened: ReturnType<typeof useOpenedNotification>;
  children?: (notification: Notification) => ReactNode;
};

/** A notification's date, title, picture and text; what its kind links to comes as children. */
export function NotificationBody({ opened: { id, notification }, children }: Props) {
  const { t } = useTranslation();
  if (!id) return <Text>{t('resourceNotFound')}</Text>;
  if (notification.isPending) return <Skeleton h={200} data-testid="account-loading" />;
  if (notification.isError)
    return <LoadFailed error={notification.error} onRetry={() => notification.refetch()} />;
  const item = notification.data;
  return (
    <Paper withBorder p="md" component="article">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {formatDate(item.createdAt)}
        </Text>
        <Title order={2} size="h3">
          {item.title}
        </Title>
        {item.imageUrl && (
          <Box component="img" src={item.imageUrl} alt="" maw="100%" style={{ borderRadius: 8 }} />
        )}
        <Text style={{ whiteSpace: 'pre-line' }}>{item.body}</Text>
        {children?.(item)}
      </Stack>
    </Paper>
  );
}
