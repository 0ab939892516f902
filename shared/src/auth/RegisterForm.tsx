import { dialogAtom, showToast } from '@portal/shared';
import { ErrorCode, registerBodySchema } from '@portal/shared/contract';
import {
  Form,
  FormError,
  GenderSelect,
  PasswordField,
  useContractForm,
  useDialogSubmit,
} from '@portal/shared/forms';
import { Anchor, Button, Group, TextInput } from '@portal/shared/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { register } from './auth-api';
import { saveCodeTarget } from './code-target';
import { SocialButtons } from './social/SocialButtons';
import { socialPrefillAtom } from './social/social-prefill';

/** Spec section 5's register fields and order; success sends a code (the API does) and opens verification. */
export function RegisterForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  // After a social sign-in of someone new: the provider's names and e-mail, and its signed id sent back.
  const [prefill, setPrefill] = useAtom(socialPrefillAtom);
  const form = useContractForm(registerBodySchema, {
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    phone: '',
    password: '',
    confirmPassword: '',
    gender: '',
    email: prefill?.email ?? '',
  });

  const { error, busy, submit } = useDialogSubmit({
    validate: form.check,
    run: async () => {
      const social = prefill
        ? { provider: prefill.provider, providerId: prefill.providerId, imageUrl: prefill.imageUrl }
        : {};
      // The body as the schema makes it (phone with its leading 0), with the confirmation the API checks again.
      const registered = await register({
        ...form.body(),
        confirmPassword: form.values.confirmPassword,
        ...social,
      });
      setPrefill(null);
      saveCodeTarget({ to: registered.sentTo, purpose: 'VERIFY_ACCOUNT', sentAt: Date.now() });
      showToast({ message: t('otpCodeWasSentToYourPhoneOrEmail') });
      setDialog('verification');
    },
    // 5101: the server's toast, and the message kept beside the form.
    onFailure: ({ code }, setError) => {
      if (code === ErrorCode.phoneOrEmailInUse) setError('phoneNumberOrEmailIsAlreadyInUse');
      return false;
    },
  });

  return (
    <Form onSubmit={submit}>
      <Group grow gap="sm" align="flex-start">
        <TextInput label={t('firstName')} autoComplete="given-name" {...form.getInputProps('firstName')} />
        <TextInput label={t('lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} />
      </Group>
      <TextInput label={t('phoneNumber')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
      <TextInput
        label={t('emailOptional')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <GenderSelect {...form.getInputProps('gender')} />
      <PasswordField label={t('password')} autoComplete="new-password" {...form.getInputProps('password')} />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        {...form.getInputProps('confirmPassword')}
      />
      <FormError errorKey={error} />
      <Button type="submit" loading={busy} disabled={busy}>
        {t('signUp')}
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={() => setDialog('login')}>
        {t('alreadyHaveAnAccount')}
      </Anchor>
      {!prefill && <SocialButtons />}
    </Form>
  );
}
