import { formatDate, formatUsd, NA, PageHeading } from '@portal/shared';
import { type AdminServiceTicketDetail, visitText } from '@portal/shared/contract';
import { Link, useParams } from '@portal/shared/router';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useServiceTicket } from './api/get-service-ticket';
import { MoveTicket } from './MoveTicket';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" miw={160}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/** One ticket for the service desk: what the customer asked for, where, its history, and the next move. */
export default function ServiceTicketDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const ticket = useServiceTicket(id);
  return (
    <Stack>
      <PageHeading titleKey="adminServiceTicket" />
      <Anchor component={Link} to="/admin/service-tickets" size="sm">
        {t('adminServiceBackToTickets')}
      </Anchor>
      {ticket.isPending ? (
        <Skeleton h={240} />
      ) : ticket.data ? (
        <TicketView ticket={ticket.data} />
      ) : (
        <Text c="red">{t(errorKeyOf(ticket.error))}</Text>
      )}
    </Stack>
  );
}

function TicketView({ ticket }: { ticket: AdminServiceTicketDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Group>
        <Text fw={700}>{ticket.number}</Text>
        <Badge data-testid="admin-ticket-status">{t(`serviceStatus${ticket.status}`)}</Badge>
        <Text size="sm" c="dimmed">
          {t(ticket.kind === 'checkup' ? 'adminServiceKindCheckup' : 'adminServiceKindPackage')} ·{' '}
          {formatDate(ticket.createdAt)}
        </Text>
      </Group>
      {/* A new key after each move starts the panel afresh. */}
      <MoveTicket key={`${ticket.status}-${ticket.history.length}`} ticket={ticket} />
      <Section title={t('adminCustomer')}>
        <Text size="sm">{`${ticket.customer.firstName} ${ticket.customer.lastName}`}</Text>
        <Text size="sm" c="dimmed">
          {[ticket.customer.phone, ticket.customer.email].filter(Boolean).join(' · ')}
        </Text>
        <Field label={t('checkupSiteAddress')}>
          {ticket.address.name} — {ticket.address.detail}
        </Field>
      </Section>
      <Section title={t('adminServiceDetails')}>
        <Field label={t('serviceTicketType')}>{ticket.typeName}</Field>
        {ticket.kind === 'checkup' ? (
          <>
            <Field label={t('checkupEquipmentType')}>{ticket.equipmentCategory ?? NA}</Field>
            <Field label={t('checkupBrand')}>{ticket.brand ?? NA}</Field>
            <Field label={t('checkupModel')}>{ticket.model ?? NA}</Field>
            <Field label={t('checkupProblem')}>{ticket.problem ?? NA}</Field>
          </>
        ) : (
          <>
            <Field label={t('servicePackagePrice')}>
              {ticket.priceCents === null
                ? NA
                : `${formatUsd(ticket.priceCents)} ${t('servicePackagePerMonth')}`}
            </Field>
            <Field label={t('servicePackageNote')}>{ticket.note ?? NA}</Field>
          </>
        )}
        <Field label={t('servicePreferredOn')}>{visitText(ticket.preferredAt)}</Field>
        <Field label={t('serviceScheduledOn')}>
          {ticket.scheduledAt ? visitText(ticket.scheduledAt) : NA}
        </Field>
        <Field label={t('serviceTechnician')}>
          {ticket.technicianName
            ? [ticket.technicianName, ticket.technicianPhone].filter(Boolean).join(' · ')
            : NA}
        </Field>
        <Field label={t('serviceTechnicianRemark')}>{ticket.technicianRemark ?? NA}</Field>
        <Field label={t('serviceCompletedOn')}>{formatDate(ticket.completedAt)}</Field>
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
      </Section>
      <Section title={t('serviceStatusHistory')}>
        <Stack gap={4} component="ol" style={{ paddingInlineStart: 20, margin: 0 }}>
          {ticket.history.map((change) => (
            <li key={`${change.status}-${change.changedAt}`}>
              <Text size="sm">
                {t(`serviceStatus${change.status}`)} ·{' '}
                {change.by === 'customer'
                  ? t('adminServiceByCustomer')
                  : change.staffName
                    ? t('adminServiceByStaff', { name: change.staffName })
                    : t('adminServiceByDesk')}{' '}
                · {formatDate(change.changedAt)}
              </Text>
              {change.remark && (
                <Text size="xs" c="dimmed">
                  {change.remark}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </Section>
    </>
  );
}
