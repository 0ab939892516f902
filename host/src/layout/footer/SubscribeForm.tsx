import { showToast } from '@portal/shared';
import { subscribeEmailFormSchema } from '@portal/shared/contract';
import { Form, useContractForm } from '@portal/shared/forms';
import { Button, Group, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The newsletter's e-mail field, checked by the contract's schema; loaded when the footer comes near the screen. */
export default function SubscribeForm() {
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
    <Form onSubmit={subscribe}>
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
    </Form>
  );
}
