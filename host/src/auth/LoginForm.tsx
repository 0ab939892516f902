import { dialogAtom, saveTokens, showToast, toClientError, useQueryClient } from '@portal/shared';
import { ErrorCode } from '@portal/shared/contract';
import { Anchor, Button, Group, Stack, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login, toastFailure } from './auth-api';
import { type LoginForm as Form, loginBody, loginError, otpTarget } from './auth-rules';
import { saveCodeTarget } from './code-target';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';

/** Spec sections 4 and 5: phone or e-mail and password; 1112 (not verified) goes on to verification. */
export function LoginForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>({ identifier: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = loginError(form);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      const tokens = await login(loginBody(form));
      saveTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      setDialog('');
    } catch (err) {
      if (toClientError(err).code !== ErrorCode.accountNotVerified) {
        toastFailure(err, t);
        return;
      }
      // The API sends the code itself with its 1112 answer; the countdown starts now.
      saveCodeTarget({ to: otpTarget(form.identifier), purpose: 'VERIFY_ACCOUNT', sentAt: Date.now() });
      showToast({ message: t('otpCodeWasSentToYourPhoneOrEmail') });
      setDialog('verification');
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
        <TextInput
          label={t('phoneOrEmail')}
          autoComplete="username"
          value={form.identifier}
          onChange={(event) => setForm({ ...form, identifier: event.currentTarget.value })}
        />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.currentTarget.value })}
        />
        <FormError errorKey={error} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t('signIn')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => setDialog('forgot_password')}>
            {t('forgotPassword')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => setDialog('register')}>
            {t('signUp')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
