import { AcademyStatusHistory, formatDate } from '@portal/shared';
import {
  type AcademyTicketKind,
  type AcademyTicketStatus,
  type AdminAcademyRequest,
  academyTicketStatuses,
} from '@portal/shared/contract';
import { Badge, Group, NativeSelect, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../common/CsvDownloadButton';
import { Pager } from '../../common/Pager';
import { requestListParams, useAcademyRequests } from './api/get-academy-requests';
import { useMoveAcademyRequest } from './api/move-academy-request';
import { MovePanel } from './MovePanel';

/** Training or barista requests of every customer, with the academy desk's moves. */
export function RequestsTab({ kind }: { kind: AcademyTicketKind }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AcademyTicketStatus | ''>('Pending');
  const [offset, setOffset] = useState(0);
  const requests = useAcademyRequests({ kind, status, offset });
  return (
    <Stack>
      <Group align="flex-end">
        <NativeSelect
          label={t('adminStatus')}
          w={220}
          value={status}
          data={[
            { value: '', label: t('adminAll') },
            ...academyTicketStatuses.map((value) => ({ value, label: t(`academyStatus${value}`) })),
          ]}
          onChange={(event) => {
            setStatus(event.currentTarget.value as AcademyTicketStatus | '');
            setOffset(0);
          }}
        />
        <CsvDownloadButton
          path="/academy/requests/export"
          params={requestListParams({ kind, status, offset })}
          name={`academy-${kind}-requests`}
        />
      </Group>
      {requests.isPending ? (
        <Skeleton h={120} />
      ) : requests.data?.data.length ? (
        requests.data.data.map((request) => <RequestCard key={request.id} request={request} />)
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager meta={requests.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}

function RequestCard({ request }: { request: AdminAcademyRequest }) {
  const { t } = useTranslation();
  const move = useMoveAcademyRequest();
  const customer = `${request.customer.firstName} ${request.customer.lastName}`;
  return (
    <Paper withBorder p="md" component="article" aria-label={`${customer} ${formatDate(request.createdAt)}`}>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>
            {request.kind === 'training'
              ? `${request.trainingType?.parentName ? `${request.trainingType.parentName} · ` : ''}${request.trainingType?.name ?? ''}`
              : request.shopName}
          </Text>
          <Badge data-testid="admin-academy-status">{t(`academyStatus${request.status}`)}</Badge>
        </Group>
        <Text size="sm">
          {customer} · {[request.customer.phone, request.customer.email].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          {request.kind === 'training'
            ? t('academyPeopleOnDate', { count: request.numberOfPeople, date: formatDate(request.date) })
            : t('academyBaristasFromDate', { count: request.numberOfPeople, date: formatDate(request.date) })}
        </Text>
        {request.kind === 'barista' && (
          <Text size="sm">
            {t('academyContactPerson')}: {request.contactPerson} · {request.contactPhone}
          </Text>
        )}
        {request.remark && (
          <Text size="sm">
            {t('academyRemark')}: {request.remark}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('academyRequestedOn', { date: formatDate(request.createdAt) })}
        </Text>
        <AcademyStatusHistory history={request.history} />
        <MovePanel
          statuses={request.nextStatuses}
          pending={move.isPending}
          move={(status, remark) => move.mutateAsync({ id: request.id, status, remark })}
        />
      </Stack>
    </Paper>
  );
}
