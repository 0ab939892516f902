import {
  DetailField,
  formatDate,
  NA,
  ServiceTicketPhotos,
  ServiceTicketRequest,
  ServiceTicketTechnician,
  TitledSection,
} from '@portal/shared';
import { type AdminServiceTicketDetail, visitText } from '@portal/shared/contract';
import { useParams } from '@portal/shared/router';
import { Badge, Group, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../common/RecordPage';
import { useServiceTicket } from './api/get-service-ticket';
import { MoveTicket } from './MoveTicket';

/** The labels' column, as wide as the longest label. */
const labelWidth = 160;

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
        <DetailField labelWidth={labelWidth} label={t('checkupSiteAddress')}>
          {ticket.address.name} — {ticket.address.detail}
        </DetailField>
      </TitledSection>
      <TitledSection title={t('adminServiceDetails')}>
        <ServiceTicketRequest ticket={ticket} labelWidth={labelWidth} />
        <DetailField labelWidth={labelWidth} label={t('servicePreferredOn')}>
          {visitText(ticket.preferredAt)}
        </DetailField>
        <DetailField labelWidth={labelWidth} label={t('serviceScheduledOn')}>
          {ticket.scheduledAt ? visitText(ticket.scheduledAt) : NA}
        </DetailField>
        <ServiceTicketTechnician ticket={ticket} labelWidth={labelWidth} />
        <DetailField labelWidth={labelWidth} label={t('serviceCompletedOn')}>
          {formatDate(ticket.completedAt)}
        </DetailField>
        <ServiceTicketPhotos ticket={ticket} labelWidth={labelWidth} />
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
