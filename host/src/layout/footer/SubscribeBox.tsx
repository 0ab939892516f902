import { showToast } from '@portal/shared';
import { subscribeEmailFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Button, Group, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SubscribeBox() {
  const { t } = useTranslation();
  const form = useContractForm(subscribeEmailFormSchema, { email: '' });
  const [error, setError] = useState<string | null>(null);

  const subscribe = () => {
    const problem = form.check();
    setError(problem);
    if (problem) return;
    // No newsletter endpoint exists in the API yet: the box confirms the address and sends nothing for now.
    showToast({ message: t('subscribeThanks', { email: form.body().email }) });
    form.setFieldValue('email', '');
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('footerSubscribeHeading')}
      </Title>
      <Text size="sm">{t('footerSubscribeText')}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          subscribe();
        }}
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="email"
            aria-label={t('subscribeEmailLabel')}
            placeholder={t('subscribeEmailLabel')}
            {...form.getInputProps('email')}
            error={error ? t(error) : undefined}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t('subscribe')}</Button>
        </Group>
      </form>
    </Stack>
  );
}
