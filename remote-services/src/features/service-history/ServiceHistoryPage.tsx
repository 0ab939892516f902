import { formatDate, LoadFailed } from '@portal/shared';
import { type ServiceTicketStatus, serviceTicketStatuses } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../common/ListSkeleton';
import { ServicePage } from '../../common/ServicePage';
import { useServiceHistory } from './api/get-service-history';
import { TicketStatusBadge } from './TicketStatusBadge';
import { ticketStatusView } from './ticket-status';

const pageSize = 10;

export default function ServiceHistoryPage() {
  return (
    <ServicePage titleKey="serviceHistory" setting="enableServiceHistory" signInRequired>
      <HistoryList />
    </ServicePage>
  );
}

function HistoryList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ServiceTicketStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const history = useServiceHistory({ status: status || undefined, offset, limit: pageSize });

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('serviceHistoryStatusFilter')}
        maw={260}
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as ServiceTicketStatus | '');
          setOffset(0);
        }}
        data={[
          { value: '', label: t('serviceHistoryAllStatuses') },
          ...serviceTicketStatuses.map((value) => ({ value, label: t(ticketStatusView[value].labelKey) })),
        ]}
      />
      {history.isPending && <ListSkeleton />}
      {history.isError && <LoadFailed error={history.error} onRetry={() => history.refetch()} />}
      {history.isSuccess && history.data.tickets.length === 0 && (
        <Alert color="gray" title={t('serviceHistoryEmptyTitle')}>
          <Stack gap={4} align="flex-start">
            {t('serviceHistoryEmpty')}
            <Anchor component={Link} to="/service/checkup-request">
              {t('checkupRequest')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {history.isSuccess &&
        history.data.tickets.map((ticket) => (
          <Paper key={ticket.id} withBorder p="md" radius="md" component="article" aria-label={ticket.number}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Anchor component={Link} to={`/service/service-history/detail?id=${ticket.id}`} fw={700}>
                  {ticket.number}
                </Anchor>
                <Text size="sm">{ticket.subject}</Text>
                <Text size="xs" c="dimmed">
                  {t('serviceRequestedOn')}: {formatDate(ticket.createdAt)} · {t('servicePreferredOn')}:{' '}
                  {formatDate(ticket.preferredAt)} · {t('serviceScheduledOn')}:{' '}
                  {formatDate(ticket.scheduledAt)}
                </Text>
              </Stack>
              <TicketStatusBadge status={ticket.status} />
            </Group>
          </Paper>
        ))}
      {history.isSuccess && history.data.total > pageSize && (
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - pageSize))}
          >
            {t('servicePrevious')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('servicePageOf', {
              page: Math.floor(offset / pageSize) + 1,
              pages: Math.ceil(history.data.total / pageSize),
            })}
          </Text>
          <Button
            variant="default"
            disabled={offset + pageSize >= history.data.total}
            onClick={() => setOffset(offset + pageSize)}
          >
            {t('serviceNext')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
