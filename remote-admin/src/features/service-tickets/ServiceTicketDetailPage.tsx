import { formatDate, formatUsd, NA, TitledSection } from '@portal/shared';
import { type AdminServiceTicketDetail, visitText } from '@portal/shared/contract';
import { useParams } from '@portal/shared/router';
import { Badge, Group, Stack, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../common/RecordPage';
import { useServiceTicket } from './api/get-service-ticket';
import { MoveTicket } from './MoveTicket';

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
  const id = Number(useParams().id);
  const ticket = useServiceTicket(id);
  return (
    <RecordPage
      titleKey="adminServiceTicket"
      back={{ to: '/admin/service-tickets', labelKey: 'adminServiceBackToTickets' }}
      record={ticket}
    >
      {(data) => <TicketView ticket={data} />}
    </RecordPage>
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
      <TitledSection title={t('adminCustomer')}>
        <Text size="sm">{`${ticket.customer.firstName} ${ticket.customer.lastName}`}</Text>
        <Text size="sm" c="dimmed">
          {[ticket.customer.phone, ticket.customer.email].filter(Boolean).join(' · ')}
        </Text>
        <Field label={t('checkupSiteAddress')}>
          {ticket.address.name} — {ticket.address.detail}
        </Field>
      </TitledSection>
      <TitledSection title={t('adminServiceDetails')}>
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
      </TitledSection>
      <TitledSection title={t('serviceStatusHistory')}>
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
      </TitledSection>
    </>
  );
}
