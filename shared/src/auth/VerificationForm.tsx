import { dialogAtom, showToast } from '@portal/shared';
import { otpFormSchema } from '@portal/shared/contract';
import { CodeField, Form, FormError, useContractForm, useDialogSubmit } from '@portal/shared/forms';
import { Button, Group } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { verifyAccount } from './auth-api';
import { clearCodeTarget } from './code-target';
import { ResendCode } from './ResendCode';
import { provenIdentifierAtom } from './sign-in-identifier';
import { useCodeTarget } from './use-code-target';

/** The 6-digit code of a new account; verified, the user signs in with the phone or e-mail already filled in. */
export function VerificationForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const setProvenIdentifier = useSetAtom(provenIdentifierAtom);
  const [target, setTarget] = useCodeTarget('register');
  const form = useContractForm(otpFormSchema, { otp: '' });
  const { error, busy, submit } = useDialogSubmit({
    validate: form.check,
    run: async () => {
      if (!target) return;
      await verifyAccount(target.to, form.body().otp);
      clearCodeTarget();
      setProvenIdentifier(target.to);
      showToast({ message: t('yourAccountWasVerified') });
      setDialog('login');
    },
  });
  if (!target) return null;

  return (
    <Form onSubmit={submit}>
      <CodeField sentTo={target.to} {...form.getInputProps('otp')} />
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
