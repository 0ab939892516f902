import { dialogAtom, showToast } from '@portal/shared';
import { Button, Group, Stack, Text, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword, toastFailure } from './auth-api';
import { type ResetForm, resetError } from './auth-rules';
import { clearCodeTarget } from './code-target';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { ResendCode } from './ResendCode';
import { useCodeTarget } from './use-code-target';

/** The change_password dialog after forgot password: code, new password, confirmation; then sign in again. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const [target, setTarget] = useCodeTarget('forgot_password');
  const [form, setForm] = useState<ResetForm>({ otp: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!target) return null;

  const field = (name: keyof ResetForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });

  const submit = async () => {
    const problem = resetError(form);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      await resetPassword({ phoneOrEmail: target.to, ...form });
      clearCodeTarget();
      showToast({ message: t('newPasswordWasUpdated') });
      setDialog('login');
    } catch (err) {
      toastFailure(err, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('codeSentTo', { target: target.to })}</Text>
        <TextInput
          label={t('verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...field('otp')}
        />
        <PasswordField label={t('newPassword')} autoComplete="new-password" {...field('newPassword')} />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormError errorKey={error} />
        <Group justify="space-between">
          <ResendCode target={target} onSent={setTarget} />
          <Button type="submit" loading={busy} disabled={busy}>
            {t('verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
