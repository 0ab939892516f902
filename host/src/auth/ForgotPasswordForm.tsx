import { dialogAtom, showToast } from '@portal/shared';
import { Anchor, Button, Stack, Text, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCode, toastFailure } from './auth-api';
import { forgotPasswordError, otpTarget } from './auth-rules';
import { saveCodeTarget } from './code-target';
import { FormError } from './FormError';

/** Spec section 4: the phone or e-mail gets a FORGOT_PASSWORD code, then the reset dialog opens. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = forgotPasswordError(identifier);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      const to = otpTarget(identifier);
      await sendCode('FORGOT_PASSWORD', to);
      saveCodeTarget({ to, purpose: 'FORGOT_PASSWORD', sentAt: Date.now() });
      showToast({ message: t('otpCodeWasSentToYourPhoneOrEmail') });
      setDialog('change_password');
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
        <Text size="sm">{t('forgotPasswordHint')}</Text>
        <TextInput
          label={t('phoneOrEmail')}
          autoComplete="username"
          value={identifier}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
        />
        <FormError errorKey={error} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t('sendCode')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => setDialog('login')}>
          {t('backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
