import { formatDate, formatUsd, showToast } from '@portal/shared';
import type { AdminBpRequest } from '@portal/shared/contract';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { errorKeyOf } from '../../common/error-key';
import { dollarsToCents } from '../../common/money';
import { useApproveBpRequest } from './api/approve-bp-request';
import { useRejectBpRequest } from './api/reject-bp-request';

/** One request: what the customer sent, and for a pending one the approve and reject forms. */
export function BpRequestCard({ request }: { request: AdminBpRequest }) {
  const { t } = useTranslation();
  const name = `${request.firstName} ${request.lastName}`;
  return (
    <Paper withBorder p="md" aria-label={name} component="article">
      <Group align="flex-start" wrap="nowrap">
        {request.imageUrl ? (
          <img
            src={request.imageUrl}
            alt={t('adminBpImageOf', { name })}
            width={120}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        ) : null}
        <Stack gap={4} style={{ flex: 1 }}>
          <Group justify="space-between">
            <Text fw={700}>
              {name} · {request.storeName}
            </Text>
            <Badge>{t(`adminBpStatus${request.status}`)}</Badge>
          </Group>
          <Text size="sm">
            {request.businessType}
            {request.parentCompany ? ` · ${request.parentCompany}` : ''}
          </Text>
          <Text size="sm">
            {request.phone1}
            {request.phone2 ? ` · ${request.phone2}` : ''}
          </Text>
          <Text size="sm">
            {request.address}, {request.districtName}, {request.provinceName}
          </Text>
          <Text size="xs" c="dimmed">
            {t('adminRequestedOn', { date: formatDate(request.createdAt) })}
          </Text>
          {request.rejectReason ? (
            <Text size="sm">
              {t('adminRejectReason')}: {request.rejectReason}
            </Text>
          ) : null}
          {request.status === 'Pending' ? <Decision request={request} /> : null}
        </Stack>
      </Group>
    </Paper>
  );
}

function Decision({ request }: { request: AdminBpRequest }) {
  const { t } = useTranslation();
  const groups = (useCustomerGroups().data ?? []).filter((group) => group.isBusinessPartner);
  const [groupId, setGroupId] = useState('');
  const [credit, setCredit] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const approve = useApproveBpRequest();
  const reject = useRejectBpRequest();
  const chosenGroup = groupId || String(groups[0]?.id ?? '');

  const onApprove = () => {
    const creditLineCents = dollarsToCents(credit);
    if (creditLineCents === null) return setError('adminInvalidCreditLine');
    setError('');
    // mutateAsync: the card leaves the pending list when the list reloads, and the toast must still show.
    approve
      .mutateAsync({ id: request.id, body: { customerGroupId: Number(chosenGroup), creditLineCents } })
      .then(
        () => showToast({ message: t('adminBpApproved', { credit: formatUsd(creditLineCents) }) }),
        (failure) => setError(errorKeyOf(failure)),
      );
  };
  const onReject = () => {
    setError('');
    reject.mutateAsync({ id: request.id, reason }).then(
      () => showToast({ message: t('adminBpRejected') }),
      (failure) => setError(errorKeyOf(failure)),
    );
  };

  return (
    <Stack gap="xs" mt="xs">
      <Group align="flex-end">
        <NativeSelect
          label={t('adminCustomerGroup')}
          value={chosenGroup}
          data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          onChange={(event) => setGroupId(event.currentTarget.value)}
        />
        <TextInput
          label={t('adminCreditLineUsd')}
          inputMode="decimal"
          value={credit}
          onChange={(event) => setCredit(event.currentTarget.value)}
        />
        <Button onClick={onApprove} loading={approve.isPending}>
          {t('adminApprove')}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('adminRejectReason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button color="red" variant="light" onClick={onReject} loading={reject.isPending}>
          {t('adminReject')}
        </Button>
      </Group>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
    </Stack>
  );
}
