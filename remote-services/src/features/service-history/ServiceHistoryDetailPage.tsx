import {
  DetailField,
  formatDate,
  LoadFailed,
  NA,
  ServiceTicketPhotos,
  ServiceTicketRequest,
  ServiceTicketTechnician,
  showToast,
  toClientError,
} from '@portal/shared';
import type { ServiceTicket } from '@portal/shared/contract';
import { Link, useSearchParams } from '@portal/shared/router';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServicePage } from '../../common/ServicePage';
import { formatVisit } from '../../common/visit-time';
import { useCancelServiceTicket } from './api/cancel-service-ticket';
import { useServiceTicket } from './api/get-service-ticket';
import { TicketStatusBadge } from './TicketStatusBadge';
import { ticketIdOf, ticketStatusView } from './ticket-status';

export default function ServiceHistoryDetailPage() {
  return (
    <ServicePage titleKey="serviceHistoryDetail" setting="enableServiceHistory" signInRequired>
      <TicketDetail />
    </ServicePage>
  );
}

function TicketDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = ticketIdOf(params.get('id'));
  const ticket = useServiceTicket(id);
  const back = (
    <Anchor component={Link} to="/service/service-history" size="sm">
      ← {t('serviceHistory')}
    </Anchor>
  );

  const notFound = (
    <Stack gap="sm">
      {back}
      <Alert color="gray">{t('serviceTicketNotFound')}</Alert>
    </Stack>
  );
  if (id === undefined) return notFound;
  if (ticket.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={28} width="40%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (ticket.isError)
    return <LoadFailed error={ticket.error} onRetry={() => ticket.refetch()} notFound={notFound} />;
  return (
    <Stack gap="md">
      {back}
      <TicketView ticket={ticket.data} />
    </Stack>
  );
}

/** The labels' column, as wide as the longest label. */
const labelWidth = 150;

function TicketView({ ticket }: { ticket: ServiceTicket }) {
  const { t } = useTranslation();
  const cancel = useCancelServiceTicket();
  const [confirming, setConfirming] = useState(false);

  const doCancel = () =>
    cancel.mutate(ticket.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ message: t('serviceTicketCancelled', { number: ticket.number }) });
      },
      onError: (failure) => {
        setConfirming(false);
        showToast({ message: t(toClientError(failure).message), color: 'red' });
      },
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {ticket.number}
          </Title>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <ServiceTicketRequest ticket={ticket} labelWidth={labelWidth} />
        <DetailField labelWidth={labelWidth} label={t('checkupSiteAddress')}>
          {ticket.address.name} — {ticket.address.detail}
        </DetailField>
        <DetailField labelWidth={labelWidth} label={t('serviceRequestedOn')}>
          {formatDate(ticket.createdAt)}
        </DetailField>
        <DetailField labelWidth={labelWidth} label={t('servicePreferredOn')}>
          {formatVisit(ticket.preferredAt) ?? NA}
        </DetailField>
        <DetailField labelWidth={labelWidth} label={t('serviceScheduledOn')}>
          {formatVisit(ticket.scheduledAt) ?? NA}
        </DetailField>
        <DetailField labelWidth={labelWidth} label={t('serviceCompletedOn')}>
          {formatDate(ticket.completedAt)}
        </DetailField>
        <ServiceTicketTechnician ticket={ticket} labelWidth={labelWidth} />
        <ServiceTicketPhotos ticket={ticket} labelWidth={labelWidth} />
        <Divider />
        <Title order={3} size="h4">
          {t('serviceStatusHistory')}
        </Title>
        <ol style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('serviceStatusHistory')}>
          {ticket.history.map((change) => (
            <li key={`${change.status}-${change.changedAt}`}>
              <Text size="sm">
                <b>{t(ticketStatusView[change.status].labelKey)}</b> · {formatDate(change.changedAt)}
                {change.remark ? ` — ${change.remark}` : ''}
              </Text>
            </li>
          ))}
        </ol>
        {ticket.canCancel && (
          <Group>
            {confirming ? (
              <>
                <Text size="sm">{t('serviceCancelConfirm')}</Text>
                <Button color="red" loading={cancel.isPending} onClick={doCancel}>
                  {t('serviceCancelYes')}
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('serviceCancelNo')}
                </Button>
              </>
            ) : (
              <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
                {t('serviceCancelRequest')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
