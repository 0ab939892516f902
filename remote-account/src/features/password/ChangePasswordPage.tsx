import { changePassword, showToast } from '@portal/shared';
import { changePasswordByCurrentFormSchema } from '@portal/shared/contract';
import { Form, FormError, PasswordField, useContractForm, useFormSubmit } from '@portal/shared/forms';
import { Button, Group, Paper, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';

function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useContractForm(changePasswordByCurrentFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [done, setDone] = useState(false);
  const { error, busy, submit } = useFormSubmit({
    validate: form.check,
    run: async () => {
      await changePassword(form.body());
      form.reset();
      setDone(true);
      showToast({ message: t('accountPasswordChanged') });
    },
  });
  // Typing again takes back the 'changed' line of the last change.
  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword') => {
    const input = form.getInputProps(name);
    return {
      ...input,
      onChange: (event: { currentTarget: { value: string } }) => {
        setDone(false);
        input.onChange(event);
      },
    };
  };
  return (
    <Paper withBorder p="md" maw={460}>
      <Form onSubmit={submit}>
        <PasswordField
          label={t('accountCurrentPassword')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField label={t('newPassword')} autoComplete="new-password" {...field('newPassword')} />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormError errorKey={error} />
        {done && (
          <Text c="green.8" size="sm" role="status">
            {t('accountPasswordChanged')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('changePassword')}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

export default function ChangePasswordPage() {
  return (
    <AccountPage titleKey="changePassword" back={{ to: '/profile', labelKey: 'profile' }}>
      <ChangePasswordForm />
    </AccountPage>
  );
}
