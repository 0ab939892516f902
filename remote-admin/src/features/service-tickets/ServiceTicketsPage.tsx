import { formatDate, PageHeading } from '@portal/shared';
import { type ServiceTicketStatus, serviceTicketStatuses, visitText } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Link, useSearchParams } from '@portal/shared/router';
import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../common/CsvDownloadButton';
import { ChoiceFilter, SearchFilter, useListFilter } from '../../common/list-filters';
import { Pager } from '../../common/Pager';
import { type TicketFilter, ticketListParams, useServiceTickets } from './api/get-service-tickets';

const noFilter: TicketFilter = { status: '', kind: '', customer: '', offset: 0 };

/** Every customer's check-ups and package subscriptions, newest first, with the service desk's filters; `?status=`
 * opens it filtered. */
export default function ServiceTicketsPage() {
  const { t } = useTranslation();
  const asked = useSearchParams()[0].get('status') as ServiceTicketStatus | null;
  const status: ServiceTicketStatus | '' = asked && serviceTicketStatuses.includes(asked) ? asked : '';
  const { filter, change, setOffset } = useListFilter({ ...noFilter, status });
  const tickets = useServiceTickets(filter);
  return (
    <Stack>
      <PageHeading titleKey="adminServiceTickets" />
      <Group align="flex-end">
        <SearchFilter
          label={t('adminServiceCustomerSearch')}
          value={filter.customer}
          onChange={(customer) => change({ customer })}
        />
        <ChoiceFilter
          label={t('adminStatus')}
          value={filter.status}
          choices={serviceTicketStatuses.map((value) => ({ value, label: t(`serviceStatus${value}`) }))}
          onChange={(status) => change({ status })}
        />
        <ChoiceFilter
          label={t('adminServiceKind')}
          value={filter.kind}
          choices={[
            { value: 'checkup' as const, label: t('adminServiceKindCheckup') },
            { value: 'package' as const, label: t('adminServiceKindPackage') },
          ]}
          onChange={(kind) => change({ kind })}
        />
        <CsvDownloadButton
          path="/service-tickets/export"
          params={ticketListParams(filter)}
          name="service-tickets"
        />
      </Group>
      {tickets.isPending ? (
        <Skeleton h={160} />
      ) : tickets.data?.data.length ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminServiceTicketNumber')}</Table.Th>
              <Table.Th>{t('adminServiceRequested')}</Table.Th>
              <Table.Th>{t('adminCustomer')}</Table.Th>
              <Table.Th>{t('adminServiceSubject')}</Table.Th>
              <Table.Th>{t('adminServiceVisit')}</Table.Th>
              <Table.Th>{t('adminStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.data.data.map((ticket) => (
              <Table.Tr key={ticket.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/service-tickets/${ticket.id}`}>
                    {ticket.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(ticket.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{`${ticket.customer.firstName} ${ticket.customer.lastName}`}</Text>
                  <Text size="xs" c="dimmed">
                    {ticket.customer.phone ?? ticket.customer.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{ticket.subject}</Text>
                  <Text size="xs" c="dimmed">
                    {t(ticket.kind === 'checkup' ? 'adminServiceKindCheckup' : 'adminServiceKindPackage')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {ticket.scheduledAt
                      ? t('adminServiceScheduledVisit', { visit: visitText(ticket.scheduledAt) })
                      : t('adminServicePreferredVisit', { visit: visitText(ticket.preferredAt) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ticket.technicianName ?? t('adminServiceNoTechnicianYet')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`serviceStatus${ticket.status}`)}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager meta={tickets.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}
