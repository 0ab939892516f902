import { showToast } from '@portal/shared';
import { Button, Group, Paper, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { Form } from '../../common/Form';
import { FormError } from '../../common/FormError';
import { PasswordField } from '../../common/PasswordField';
import { useSubmit } from '../../common/use-submit';
import { changePassword } from './api/change-password';
import { emptyPasswordForm, type PasswordForm, passwordFormError } from './password-form';

function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState<PasswordForm>(emptyPasswordForm);
  const [done, setDone] = useState(false);
  const { error, busy, submit } = useSubmit({
    validate: () => passwordFormError(form),
    run: async () => {
      await changePassword(form);
      setForm(emptyPasswordForm);
      setDone(true);
      showToast({ message: t('accountPasswordChanged') });
    },
  });
  const field = (name: keyof PasswordForm) => ({
    value: form[name],
    onChange: (value: string) => {
      setDone(false);
      setForm({ ...form, [name]: value });
    },
  });
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
