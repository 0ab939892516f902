import { formatDate, formatUsd, LoadFailed, pointPageSize, useProfile } from '@portal/shared';
import { pointValueCents } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Anchor, Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { ListSkeleton } from '../../common/ListSkeleton';
import { pageCount, usePageParam } from '../../common/paging';
import { usePointHistory } from './api/get-point-history';
import { pointReasonKey, signedPoints } from './point-history';

function Total() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (!profile.data) return <Skeleton h={96} />;
  const points = profile.data.totalPoints;
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {t('pointTotal')}
      </Text>
      <Text fz={32} fw={700} data-testid="point-total">
        {points.toLocaleString('en-US')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('pointWorth', { amount: formatUsd(points * pointValueCents) })}
      </Text>
    </Paper>
  );
}

function History() {
  const { t } = useTranslation();
  const { page, goTo } = usePageParam();
  const history = usePointHistory(page);

  if (history.isPending) {
    return <ListSkeleton rowHeight={56} />;
  }
  if (history.isError) return <LoadFailed error={history.error} onRetry={() => history.refetch()} />;
  const { rows, total } = history.data;
  if (total === 0) {
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">{t('pointNoHistory')}</Text>
      </Paper>
    );
  }
  const pages = pageCount(total, pointPageSize);
  return (
    <Stack>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id}>
            <Paper withBorder p="sm" data-testid="point-row" data-reason={row.reason}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0}>
                  <Group gap="xs">
                    <Badge variant="light" color={row.points < 0 ? 'orange' : 'green'}>
                      {t(pointReasonKey[row.reason])}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {formatDate(row.createdAt)}
                    </Text>
                  </Group>
                  {row.orderId !== null && (
                    <Anchor
                      component={Link}
                      to={`/profile/order-history/detail/${row.orderId}`}
                      size="sm"
                      data-testid="point-order-link"
                    >
                      {t('orderNumberLabel', { number: row.orderNumber ?? row.orderId })}
                    </Anchor>
                  )}
                </Stack>
                <Text fw={700} c={row.points < 0 ? 'orange.8' : 'green.8'} data-testid="point-change">
                  {signedPoints(row.points)}
                </Text>
              </Group>
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

export default function PointPage() {
  const { t } = useTranslation();
  return (
    <AccountPage titleKey="point" back={{ to: '/profile', labelKey: 'profile' }}>
      <Stack>
        <Total />
        <Title order={2} size="h4">
          {t('pointHistory')}
        </Title>
        <History />
      </Stack>
    </AccountPage>
  );
}
