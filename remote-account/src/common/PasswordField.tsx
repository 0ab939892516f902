import { Anchor, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
};

/** A password input with its own show/hide switch. */
export function PasswordField({ label, value, onChange, autoComplete }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSectionWidth={64}
      rightSection={
        <Anchor
          component="button"
          type="button"
          size="xs"
          aria-label={`${shown ? t('hidePassword') : t('showPassword')} ${label}`}
          onClick={() => setShown(!shown)}
        >
          {shown ? t('hidePassword') : t('showPassword')}
        </Anchor>
      }
    />
  );
}
