import { showToast } from '@portal/shared';
import { Button, Group, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SubscribeEmailError, subscribeEmailError } from './subscribe-email';

export function SubscribeBox() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<SubscribeEmailError | null>(null);

  const subscribe = () => {
    const problem = subscribeEmailError(email);
    setError(problem);
    if (problem) return;
    // No newsletter endpoint exists in the API yet: the box confirms the address and sends nothing for now.
    showToast({ message: t('subscribeThanks', { email: email.trim() }) });
    setEmail('');
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
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error ? t(error) : undefined}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t('subscribe')}</Button>
        </Group>
      </form>
    </Stack>
  );
}
