import { changePassword, dialogAtom, showToast, useProfile } from '@portal/shared';
import { changePasswordFormSchema } from '@portal/shared/contract';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodeTarget, clearCodeTarget, readCodeTarget } from './code-target';
import { ResendCode } from './ResendCode';

/** A running countdown survives a reload: the cookie's send time counts when it was for this account's change. */
const initialTarget = (to: string): CodeTarget => {
  const saved = readCodeTarget();
  return saved && saved.to === to && saved.purpose === 'CHANGE_PASSWORD'
    ? saved
    : { to, purpose: 'CHANGE_PASSWORD', sentAt: null };
};

/** The signed-in user's change_password dialog: new password twice, and a code sent to the account's phone or e-mail. */
export function ChangePasswordForm() {
  const { data: profile } = useProfile();
  const to = profile?.phone ?? profile?.email;
  return to ? <ChangePasswordFields key={to} to={to} /> : null;
}

function ChangePasswordFields({ to }: { to: string }) {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const [target, setTarget] = useState(() => initialTarget(to));
  const form = useContractForm(changePasswordFormSchema, { newPassword: '', confirmPassword: '', otp: '' });
  const { error, busy, submit } = useDialogSubmit({
    validate: form.check,
    run: async () => {
      await changePassword(form.body());
      clearCodeTarget();
      showToast({ message: t('shellPasswordChanged') });
      setDialog('');
    },
  });

  return (
    <Form onSubmit={submit}>
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
      <CodeField sentTo={target.to} sent={target.sentAt !== null} {...form.getInputProps('otp')} />
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
