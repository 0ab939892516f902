import { PageHeading, showToast } from '@portal/shared';
import { notificationAudiences, sendNotificationBodySchema } from '@portal/shared/contract';
import { Textarea } from '@portal/shared/overlays';
import { Button, NativeSelect, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { errorKeyOf } from '../../common/error-key';
import { useSendNotification } from './api/send-notification';

type Audience = (typeof notificationAudiences)[number];

/** A notification to one customer (by id), a customer group or everyone. */
export default function SendNotificationPage() {
  const { t } = useTranslation();
  const groups = useCustomerGroups().data ?? [];
  const [audience, setAudience] = useState<Audience>('customer');
  const [userId, setUserId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const send = useSendNotification();

  const onSend = () => {
    const parsed = sendNotificationBodySchema.safeParse({
      audience,
      title,
      body,
      ...(audience === 'customer' && userId ? { userId } : {}),
      ...(audience === 'group' ? { customerGroupId: groupId || String(groups[0]?.id ?? '') } : {}),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'badRequest');
    setError('');
    send.mutate(parsed.data, {
      onSuccess: ({ recipients }) => {
        showToast({ message: t('adminNotificationSent', { count: recipients }) });
        setTitle('');
        setBody('');
      },
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  };

  return (
    <Stack maw={560}>
      <PageHeading titleKey="adminNotifications" />
      <NativeSelect
        label={t('adminAudience')}
        value={audience}
        data={notificationAudiences.map((value) => ({
          value,
          label: t(`adminAudience${value.charAt(0).toUpperCase()}${value.slice(1)}`),
        }))}
        onChange={(event) => setAudience(event.currentTarget.value as Audience)}
      />
      {audience === 'customer' ? (
        <TextInput
          label={t('adminCustomerId')}
          inputMode="numeric"
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
        />
      ) : null}
      {audience === 'group' ? (
        <NativeSelect
          label={t('adminCustomerGroup')}
          value={groupId || String(groups[0]?.id ?? '')}
          data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          onChange={(event) => setGroupId(event.currentTarget.value)}
        />
      ) : null}
      <TextInput
        label={t('adminNotificationTitle')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <Textarea
        label={t('adminNotificationBody')}
        minRows={4}
        autosize
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
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
