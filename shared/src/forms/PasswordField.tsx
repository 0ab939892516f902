import { Anchor, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A label and what a form's field gives an input (`form.getInputProps(name)`). */
type Props = {
  label: string;
  autoComplete: string;
  value?: string;
  onChange?: (event: { currentTarget: { value: string } }) => void;
  error?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
};

/** A password input with its show/hide switch (spec section 2), named after the field it shows. */
export function PasswordField({ label, autoComplete, ...input }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      {...input}
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
