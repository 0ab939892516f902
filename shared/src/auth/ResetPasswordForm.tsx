import { dialogAtom, showToast } from '@portal/shared';
import { resetPasswordFormSchema } from '@portal/shared/contract';
import {
  CodeField,
  Form,
  FormError,
  PasswordField,
  useContractForm,
  useDialogSubmit,
} from '@portal/shared/forms';
import { Button, Group } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { resetPassword } from './auth-api';
import { clearCodeTarget } from './code-target';
import { ResendCode } from './ResendCode';
import { provenIdentifierAtom } from './sign-in-identifier';
import { useCodeTarget } from './use-code-target';

/** The change_password dialog after forgot password: code, new password, confirmation; then sign in again. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const setProvenIdentifier = useSetAtom(provenIdentifierAtom);
  const [target, setTarget] = useCodeTarget('forgot_password');
  const form = useContractForm(resetPasswordFormSchema, { otp: '', newPassword: '', confirmPassword: '' });
  const { error, busy, submit } = useDialogSubmit({
    validate: form.check,
    run: async () => {
      if (!target) return;
      await resetPassword({ phoneOrEmail: target.to, ...form.body() });
      clearCodeTarget();
      setProvenIdentifier(target.to);
      showToast({ message: t('newPasswordWasUpdated') });
      setDialog('login');
    },
  });
  if (!target) return null;

  return (
    <Form onSubmit={submit}>
      <CodeField sentTo={target.to} {...form.getInputProps('otp')} />
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        {...form.getInputProps('newPassword')}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        {...form.getInputProps('confirmPassword')}
      />
      <FormError errorKey={error} />
      <Group justify="space-between">
        <ResendCode target={target} onSent={setTarget} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t('verify')}
        </Button>
      </Group>
    </Form>
  );
}
