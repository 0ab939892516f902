import { PageHeading } from '@portal/shared';
import { type BpRequestStatus, bpRequestStatuses } from '@portal/shared/contract';
import { useSearchParams } from '@portal/shared/router';
import { NativeSelect, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../common/Pager';
import { useBpRequests } from './api/get-bp-requests';
import { BpRequestCard } from './BpRequestCard';

export default function BpRequestsPage() {
  const { t } = useTranslation();
  const asked = useSearchParams()[0].get('status') as BpRequestStatus | null;
  const [status, setStatus] = useState<BpRequestStatus>(
    asked && bpRequestStatuses.includes(asked) ? asked : 'Pending',
  );
  const [offset, setOffset] = useState(0);
  const requests = useBpRequests(status, offset);
  return (
    <Stack>
      <PageHeading titleKey="adminBpRequests" />
      <NativeSelect
        label={t('adminStatus')}
        w={220}
        value={status}
        data={bpRequestStatuses.map((value) => ({ value, label: t(`adminBpStatus${value}`) }))}
        onChange={(event) => {
          setStatus(event.currentTarget.value as BpRequestStatus);
          setOffset(0);
        }}
      />
      {requests.isPending ? (
        <Skeleton h={120} />
      ) : requests.data?.data.length ? (
        requests.data.data.map((request) => <BpRequestCard key={request.id} request={request} />)
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager meta={requests.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}
