import { dialogAtom, profileKeys, saveTokens, showToast, useQueryClient } from '@portal/shared';
import { ErrorCode, loginBodySchema } from '@portal/shared/contract';
import { Form, FormError, PasswordField, useContractForm, useDialogSubmit } from '@portal/shared/forms';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { login } from './auth-api';
import { loginBody, otpTarget } from './auth-rules';
import { saveCodeTarget } from './code-target';
import { provenIdentifierAtom } from './sign-in-identifier';
import { SocialButtons } from './social/SocialButtons';

/** Spec sections 4 and 5: phone or e-mail and password; 1112 (not verified) goes on to verification. */
export function LoginForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const queryClient = useQueryClient();
  const form = useContractForm(loginBodySchema, {
    user: useAtomValue(provenIdentifierAtom),
    password: '',
    remember: false,
  });
  const remember = form.values.remember === true;

  const { error, busy, submit } = useDialogSubmit({
    validate: form.check,
    run: async () => {
      const tokens = await login(loginBody({ ...form.body(), remember }));
      saveTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token }, { remember });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      setDialog('');
    },
    onFailure: ({ code }) => {
      if (code !== ErrorCode.accountNotVerified) return false;
      // The API sends the code itself with its 1112 answer; the countdown starts now.
      saveCodeTarget({ to: otpTarget(form.values.user), purpose: 'VERIFY_ACCOUNT', sentAt: Date.now() });
      showToast({ message: t('otpCodeWasSentToYourPhoneOrEmail') });
      setDialog('verification');
      return true;
    },
  });

  return (
    <Form onSubmit={submit}>
      <TextInput label={t('phoneOrEmail')} autoComplete="username" {...form.getInputProps('user')} />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
      <Stack gap={2}>
        <Group component="label" gap="xs" wrap="nowrap" style={{ cursor: 'pointer' }}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => form.setFieldValue('remember', event.currentTarget.checked)}
            aria-describedby="keep-me-signed-in-hint"
            style={{ width: 18, height: 18, margin: 0, accentColor: 'var(--mantine-primary-color-filled)' }}
          />
          <Text size="sm">{t('keepMeSignedIn')}</Text>
        </Group>
        <Text id="keep-me-signed-in-hint" size="xs" c="dimmed">
          {t('keepMeSignedInHint')}
        </Text>
      </Stack>
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
      <SocialButtons remember={remember} />
    </Form>
  );
}
