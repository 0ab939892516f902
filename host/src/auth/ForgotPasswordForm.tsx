import { dialogAtom, showToast } from '@portal/shared';
import { forgotPasswordFormSchema } from '@portal/shared/contract';
import { Form, FormError, useContractForm } from '@portal/shared/forms';
import { Anchor, Button, Text, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useDialogSubmit } from '../common/use-dialog-submit';
import { sendCode } from './auth-api';
import { otpTarget } from './auth-rules';
import { saveCodeTarget } from './code-target';

/** Spec section 4: the phone or e-mail gets a FORGOT_PASSWORD code, then the reset dialog opens. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
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
      <Anchor component="button" type="button" size="sm" onClick={() => setDialog('login')}>
        {t('backToSignIn')}
      </Anchor>
    </Form>
  );
}
