import { Text, TextInput } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from './field-input';

/** Where the code went, and what the form's field gives an input (`form.getInputProps('otp')`). */
type Props = FieldInputProps & {
  sentTo: string;
  /** False until a code was sent (the change-password dialog sends one on request). */
  sent?: boolean;
};

/** Where the code went, and the 6-digit code field the phone's keyboard and autofill recognise. */
export function CodeField({ sentTo, sent = true, ...input }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{t(sent ? 'codeSentTo' : 'codeWillBeSentTo', { target: sentTo })}</Text>
      <TextInput
        label={t('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...input}
      />
    </>
  );
}
