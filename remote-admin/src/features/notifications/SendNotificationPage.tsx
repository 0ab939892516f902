import { PageHeading, showToast } from '@portal/shared';
import { notificationAudiences, sendNotificationFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Textarea } from '@portal/shared/overlays';
import { Button, NativeSelect, Stack, Text, TextInput } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { errorKeyOf } from '../../common/error-key';
import { useSendNotification } from './api/send-notification';

/** A notification to one customer (by id), a customer group or everyone. */
export default function SendNotificationPage() {
  const { t } = useTranslation();
  const groups = useCustomerGroups().data ?? [];
  const form = useContractForm(sendNotificationFormSchema, {
    audience: 'customer',
    userId: '',
    customerGroupId: '',
    title: '',
    body: '',
  });
  const [error, setError] = useState('');
  const send = useSendNotification();
  const firstGroupId = String(groups[0]?.id ?? '');
  const { getValues, setFieldValue } = form;
  // The group select starts on the first group once the groups are in.
  useEffect(() => {
    if (firstGroupId && !getValues().customerGroupId) setFieldValue('customerGroupId', firstGroupId);
  }, [firstGroupId, getValues, setFieldValue]);

  const onSend = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    setError('');
    send.mutate(form.body(), {
      onSuccess: ({ recipients }) => {
        showToast({ message: t('adminNotificationSent', { count: recipients }) });
        form.setValues({ title: '', body: '' });
      },
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  };

  return (
    <Stack maw={560}>
      <PageHeading titleKey="adminNotifications" />
      <NativeSelect
        label={t('adminAudience')}
        data={notificationAudiences.map((value) => ({
          value,
          label: t(`adminAudience${value.charAt(0).toUpperCase()}${value.slice(1)}`),
        }))}
        {...form.getInputProps('audience')}
      />
      {form.values.audience === 'customer' ? (
        <TextInput label={t('adminCustomerId')} inputMode="numeric" {...form.getInputProps('userId')} />
      ) : null}
      {form.values.audience === 'group' ? (
        <NativeSelect
          label={t('adminCustomerGroup')}
          data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          {...form.getInputProps('customerGroupId')}
        />
      ) : null}
      <TextInput label={t('adminNotificationTitle')} {...form.getInputProps('title')} />
      <Textarea label={t('adminNotificationBody')} minRows={4} autosize {...form.getInputProps('body')} />
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
      <Button onClick={onSend} loading={send.isPending}>
        {t('adminSend')}
      </Button>
    </Stack>
  );
}
