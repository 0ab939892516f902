import { formatDate, formatUsd, showToast } from '@portal/shared';
import { type AdminBpRequest, bpApproveFormSchema, bpRejectBodySchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { errorKeyOf } from '../../common/error-key';
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
  const approval = useContractForm(bpApproveFormSchema, { customerGroupId: '', creditLine: '' });
  const rejection = useContractForm(bpRejectBodySchema, { reason: '' });
  const [error, setError] = useState('');
  const approve = useApproveBpRequest();
  const reject = useRejectBpRequest();
  const firstGroupId = String(groups[0]?.id ?? '');
  const { getValues, setFieldValue } = approval;
  // The group select starts on the first group once the groups are in.
  useEffect(() => {
    if (firstGroupId && !getValues().customerGroupId) setFieldValue('customerGroupId', firstGroupId);
  }, [firstGroupId, getValues, setFieldValue]);

  // One message shows for both forms, so only the field it is about stays marked.
  const onApprove = () => {
    rejection.clearErrors();
    const invalid = approval.check();
    if (invalid) return setError(invalid);
    setError('');
    const body = approval.body();
    // mutateAsync: the card leaves the pending list when the list reloads, and the toast must still show.
    approve.mutateAsync({ id: request.id, body }).then(
      () => showToast({ message: t('adminBpApproved', { credit: formatUsd(body.creditLineCents) }) }),
      (failure) => setError(errorKeyOf(failure)),
    );
  };
  const onReject = () => {
    approval.clearErrors();
    const invalid = rejection.check();
    if (invalid) return setError(invalid);
    setError('');
    reject.mutateAsync({ id: request.id, reason: rejection.body().reason }).then(
      () => showToast({ message: t('adminBpRejected') }),
      (failure) => setError(errorKeyOf(failure)),
    );
  };

  return (
    <Stack gap="xs" mt="xs">
      <Group align="flex-end">
        <NativeSelect
          label={t('adminCustomerGroup')}
          data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          {...approval.getInputProps('customerGroupId')}
        />
        <TextInput
          label={t('adminCreditLineUsd')}
          inputMode="decimal"
          {...approval.getInputProps('creditLine')}
        />
        <Button onClick={onApprove} loading={approve.isPending}>
          {t('adminApprove')}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('adminRejectReason')}
          {...rejection.getInputProps('reason')}
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
