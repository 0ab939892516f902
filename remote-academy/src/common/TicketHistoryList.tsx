import { AcademyStatusHistory, formatDate, showToast, toClientError } from '@portal/shared';
import { type AcademyTicketKind, canCancelAcademyTicket } from '@portal/shared/contract';
import { Button, Group, Paper, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { QueryView } from './QueryView';
import { StatusBadge } from './StatusBadge';
import { useAcademyHistory, useCancelAcademyTicket } from './tickets';

/** The caller's own requests of one kind, newest first, each with its status and history. */
export function TicketHistoryList({ kind }: { kind: AcademyTicketKind }) {
  const { t } = useTranslation();
  const history = useAcademyHistory(kind);
  const cancel = useCancelAcademyTicket(kind);
  return (
    <QueryView
      query={history}
      isEmpty={(tickets) => tickets.length === 0}
      emptyKey={kind === 'training' ? 'academyNoTrainingRequestsYet' : 'academyNoBaristaRequestsYet'}
    >
      {(tickets) => (
        <Stack gap="sm" data-testid="academy-ticket-list">
          {tickets.map((ticket) => (
            <Paper withBorder p="md" radius="md" key={ticket.id} data-testid="academy-ticket">
              <Group justify="space-between" align="flex-start">
                <Stack gap={4}>
                  <Text fw={600}>
                    {ticket.kind === 'training'
                      ? (ticket.trainingType?.name ?? t('trainingRequest'))
                      : (ticket.shopName ?? t('baristaRequest'))}
                  </Text>
                  <Text size="sm">
                    {ticket.kind === 'training'
                      ? t('academyPeopleOnDate', {
                          count: ticket.numberOfPeople,
                          date: formatDate(ticket.date),
                        })
                      : t('academyBaristasFromDate', {
                          count: ticket.numberOfPeople,
                          date: formatDate(ticket.date),
                        })}
                  </Text>
                  {ticket.contactPerson && (
                    <Text size="sm" c="dimmed">
                      {t('academyContactPerson')}: {ticket.contactPerson} · {ticket.contactPhone}
                    </Text>
                  )}
                  {ticket.remark && (
                    <Text size="sm" c="dimmed">
                      {t('academyRemark')}: {ticket.remark}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('academyRequestedOn', { date: formatDate(ticket.createdAt) })}
                  </Text>
                  <AcademyStatusHistory history={ticket.history} />
                </Stack>
                <Stack gap="xs" align="flex-end">
                  <StatusBadge status={ticket.status} />
                  {canCancelAcademyTicket(ticket.status) && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={cancel.isPending && cancel.variables === ticket.id}
                      onClick={() =>
                        cancel.mutate(ticket.id, {
                          onError: (error) =>
                            showToast({ message: t(toClientError(error).message), color: 'red' }),
                        })
                      }
                    >
                      {t('academyCancelRequest')}
                    </Button>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
