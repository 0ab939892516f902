import { dialogAtom, showToast } from '@portal/shared';
import { ErrorCode, genders } from '@portal/shared/contract';
import { Anchor, Button, Group, NativeSelect, Stack, TextInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { register, toastFailure } from './auth-api';
import { emptyRegisterForm, type RegisterForm as Form, registerBody, registerError } from './auth-rules';
import { saveCodeTarget } from './code-target';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';

const genderLabelKey = { Male: 'genderMale', Female: 'genderFemale', Other: 'genderOther' } as const;

/** Spec section 5's register fields and order; success sends a code (the API does) and opens verification. */
export function RegisterForm() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const [form, setForm] = useState<Form>(emptyRegisterForm);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });

  const submit = async () => {
    const problem = registerError(form);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      const registered = await register(registerBody(form));
      saveCodeTarget({ to: registered.sentTo, purpose: 'VERIFY_ACCOUNT', sentAt: Date.now() });
      showToast({ message: t('otpCodeWasSentToYourPhoneOrEmail') });
      setDialog('verification');
    } catch (err) {
      const failure = toastFailure(err, t);
      if (failure.code === ErrorCode.phoneOrEmailInUse) setError('phoneNumberOrEmailIsAlreadyInUse');
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
        <Group grow gap="sm" align="flex-start">
          <TextInput label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
        </Group>
        <TextInput label={t('phoneNumber')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextInput label={t('emailOptional')} type="email" autoComplete="email" {...field('email')} />
        <NativeSelect
          label={t('gender')}
          {...field('gender')}
          data={[
            { value: '', label: t('chooseGender') },
            ...genders.map((gender) => ({ value: gender, label: t(genderLabelKey[gender]) })),
          ]}
        />
        <PasswordField label={t('password')} autoComplete="new-password" {...field('password')} />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormError errorKey={error} />
        <Button type="submit" loading={busy} disabled={busy}>
          {t('signUp')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => setDialog('login')}>
          {t('alreadyHaveAnAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}
