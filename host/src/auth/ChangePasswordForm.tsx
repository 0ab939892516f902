import { dialogAtom, showToast, useProfile } from '@portal/shared';
import { Button, Group } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from './auth-api';
import { changePasswordError, type ChangePasswordForm as Form } from './auth-rules';
import { CodeField } from './CodeField';
import { type CodeTarget, clearCodeTarget, readCodeTarget } from './code-target';
import { DialogForm, useDialogSubmit } from './DialogForm';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
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
  const [form, setForm] = useState<Form>({ newPassword: '', confirmPassword: '', otp: '' });
  const { error, busy, submit } = useDialogSubmit({
    validate: () => changePasswordError(form),
    run: async () => {
      await changePassword(form);
      clearCodeTarget();
      showToast({ message: t('shellPasswordChanged') });
      setDialog('');
    },
  });

  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });

  return (
    <DialogForm onSubmit={submit}>
      <PasswordField label={t('newPassword')} autoComplete="new-password" {...field('newPassword')} />
      <PasswordField label={t('confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
      <CodeField sentTo={target.to} {...field('otp')} />
      <FormError errorKey={error} />
      <Group justify="space-between">
        <ResendCode target={target} onSent={setTarget} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t('verify')}
        </Button>
      </Group>
    </DialogForm>
  );
}
