import { formatDate, formatUsd, LoadFailed, NA, showToast, toClientError } from '@portal/shared';
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
import { type ReactNode, useState } from 'react';
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" miw={150}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Group>
  );
}

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
        <Field label={t('serviceTicketType')}>{ticket.typeName}</Field>
        {ticket.kind === 'checkup' && (
          <>
            <Field label={t('checkupEquipmentType')}>{ticket.equipmentCategory ?? NA}</Field>
            <Field label={t('checkupBrand')}>{ticket.brand ?? NA}</Field>
            <Field label={t('checkupModel')}>{ticket.model ?? NA}</Field>
            <Field label={t('checkupProblem')}>{ticket.problem ?? NA}</Field>
          </>
        )}
        {ticket.kind === 'package' && (
          <>
            <Field label={t('servicePackagePrice')}>
              {ticket.priceCents === null
                ? NA
                : `${formatUsd(ticket.priceCents)} ${t('servicePackagePerMonth')}`}
            </Field>
            <Field label={t('servicePackageNote')}>{ticket.note ?? NA}</Field>
          </>
        )}
        <Field label={t('checkupSiteAddress')}>
          {ticket.address.name} — {ticket.address.detail}
        </Field>
        <Field label={t('serviceRequestedOn')}>{formatDate(ticket.createdAt)}</Field>
        <Field label={t('servicePreferredOn')}>{formatVisit(ticket.preferredAt) ?? NA}</Field>
        <Field label={t('serviceScheduledOn')}>{formatVisit(ticket.scheduledAt) ?? NA}</Field>
        <Field label={t('serviceCompletedOn')}>{formatDate(ticket.completedAt)}</Field>
        <Field label={t('serviceTechnician')}>
          {ticket.technicianName
            ? [ticket.technicianName, ticket.technicianPhone].filter(Boolean).join(' · ')
            : NA}
        </Field>
        <Field label={t('serviceTechnicianRemark')}>{ticket.technicianRemark ?? NA}</Field>
        {ticket.photoUrls.length > 0 && (
          <Field label={t('checkupPhotos')}>
            <Group gap="sm">
              {ticket.photoUrls.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={t('checkupPhotoNumber', { number: index + 1 })}
                    width={96}
                    height={96}
                    style={{ objectFit: 'cover', borderRadius: 8 }}
                  />
                </a>
              ))}
            </Group>
          </Field>
        )}
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
