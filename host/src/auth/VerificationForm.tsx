import { dialogAtom, showToast } from '@portal/shared';
import { Button, Group } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyAccount } from './auth-api';
import { otpError } from './auth-rules';
import { CodeField } from './CodeField';
import { clearCodeTarget } from './code-target';
import { DialogForm, useDialogSubmit } from './DialogForm';
import { FormError } from './FormError';
import { ResendCode } from './ResendCode';
import { useCodeTarget } from './use-code-target';

/** The 6-digit code of a new account; verified, the user signs in. */
export function VerificationForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const [target, setTarget] = useCodeTarget('register');
  const [otp, setOtp] = useState('');
  const { error, busy, submit } = useDialogSubmit({
    validate: () => otpError(otp),
    run: async () => {
      if (!target) return;
      await verifyAccount(target.to, otp);
      clearCodeTarget();
      showToast({ message: t('yourAccountWasVerified') });
      setDialog('login');
    },
  });
  if (!target) return null;

  return (
    <DialogForm onSubmit={submit}>
      <CodeField sentTo={target.to} value={otp} onChange={(event) => setOtp(event.currentTarget.value)} />
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
