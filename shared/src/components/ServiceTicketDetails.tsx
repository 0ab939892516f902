import { Group, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceTicket } from '../contract/service';
import { NA } from '../format/format-date';
import { formatUsd } from '../format/format-usd';

// A service ticket as the customer's history and the back office's service desk show it: the same lines, each page
// putting them in its own order.

type Width = { labelWidth: number };

/** One line of a record: its label, then its value (kept on its lines as typed). */
export function DetailField({ label, labelWidth, children }: Width & { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" miw={labelWidth}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/** What was asked for: the ticket's type, then the check-up's equipment and problem, or the package's price. */
export function ServiceTicketRequest({ ticket, labelWidth }: Width & { ticket: ServiceTicket }) {
  const { t } = useTranslation();
  return (
    <>
      <DetailField labelWidth={labelWidth} label={t('serviceTicketType')}>
        {ticket.typeName}
      </DetailField>
      {ticket.kind === 'checkup' ? (
        <>
          <DetailField labelWidth={labelWidth} label={t('checkupEquipmentType')}>
            {ticket.equipmentCategory ?? NA}
          </DetailField>
          <DetailField labelWidth={labelWidth} label={t('checkupBrand')}>
            {ticket.brand ?? NA}
          </DetailField>
          <DetailField labelWidth={labelWidth} label={t('checkupModel')}>
            {ticket.model ?? NA}
          </DetailField>
          <DetailField labelWidth={labelWidth} label={t('checkupProblem')}>
            {ticket.problem ?? NA}
          </DetailField>
        </>
      ) : (
        <>
          <DetailField labelWidth={labelWidth} label={t('servicePackagePrice')}>
            {ticket.priceCents === null
              ? NA
              : `${formatUsd(ticket.priceCents)} ${t('servicePackagePerMonth')}`}
          </DetailField>
          <DetailField labelWidth={labelWidth} label={t('servicePackageNote')}>
            {ticket.note ?? NA}
          </DetailField>
        </>
      )}
    </>
  );
}

/** Who the technician is, and what they noted. */
export function ServiceTicketTechnician({ ticket, labelWidth }: Width & { ticket: ServiceTicket }) {
  const { t } = useTranslation();
  return (
    <>
      <DetailField labelWidth={labelWidth} label={t('serviceTechnician')}>
        {ticket.technicianName
          ? [ticket.technicianName, ticket.technicianPhone].filter(Boolean).join(' · ')
          : NA}
      </DetailField>
      <DetailField labelWidth={labelWidth} label={t('serviceTechnicianRemark')}>
        {ticket.technicianRemark ?? NA}
      </DetailField>
    </>
  );
}

/** The photos sent with the request, each opening whole in a new tab; nothing when there are none. */
export function ServiceTicketPhotos({ ticket, labelWidth }: Width & { ticket: ServiceTicket }) {
  const { t } = useTranslation();
  if (ticket.photoUrls.length === 0) return null;
  return (
    <DetailField labelWidth={labelWidth} label={t('checkupPhotos')}>
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
    </DetailField>
  );
}
