import { Text, TextInput } from '@portal/shared/ui';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { sentTo: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };

/** Where the code went, and the 6-digit code field the phone's keyboard and autofill recognise. */
export function CodeField({ sentTo, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{t('codeSentTo', { target: sentTo })}</Text>
      <TextInput
        label={t('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={onChange}
      />
    </>
  );
}
