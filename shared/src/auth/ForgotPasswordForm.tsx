import { dialogAtom, showToast } from '@portal/shared';
import { forgotPasswordFormSchema } from '@portal/shared/contract';
import { Form, FormError, useContractForm, useDialogSubmit } from '@portal/shared/forms';
import { Anchor, Button, Text, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sendCode } from './auth-api';
import { otpTarget } from './auth-rules';
import { readCodeTarget, saveCodeTarget } from './code-target';

/** The reset code this browser last asked for, while its cookie lasts. */
const heldResetTarget = () => {
  const target = readCodeTarget();
  return target?.purpose === 'FORGOT_PASSWORD' ? target : null;
};

/**
 * Spec section 4: the phone or e-mail gets a FORGOT_PASSWORD code, then the reset dialog opens. A user who already
 * asked for one (and left the reset dialog) goes back to it with the code they have: a second code is refused for 60
 * seconds, and the reset dialog counts those down to its resend.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const held = heldResetTarget();
  const form = useContractForm(forgotPasswordFormSchema, { phoneOrEmail: '' });

  const { error, busy, submit } = useDialogSubmit({
    validate: form.check,
    run: async () => {
      const to = otpTarget(form.body().phoneOrEmail);
      await sendCode('FORGOT_PASSWORD', to);
      saveCodeTarget({ to, purpose: 'FORGOT_PASSWORD', sentAt: Date.now() });
      showToast({ message: t('otpCodeWasSentToYourPhoneOrEmail') });
      setDialog('change_password');
    },
  });

  return (
    <Form onSubmit={submit}>
      <Text size="sm">{t('forgotPasswordHint')}</Text>
      <TextInput label={t('phoneOrEmail')} autoComplete="username" {...form.getInputProps('phoneOrEmail')} />
      <FormError errorKey={error} />
      <Button type="submit" loading={busy} disabled={busy}>
        {t('sendCode')}
      </Button>
      {held && (
        <Anchor component="button" type="button" size="sm" onClick={() => setDialog('change_password')}>
          {t('enterTheCodeYouHave', { to: held.to })}
        </Anchor>
      )}
      <Anchor component="button" type="button" size="sm" onClick={() => setDialog('login')}>
        {t('backToSignIn')}
      </Anchor>
    </Form>
  );
}
