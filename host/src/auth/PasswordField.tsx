import { Anchor, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A label and what a form's field gives an input (`form.getInputProps(name)`, or a value and its onChange). */
type Props = {
  label: string;
  autoComplete: string;
  value?: string;
  onChange?: (event: { currentTarget: { value: string } }) => void;
  error?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
};

/** A password input with its show/hide switch (spec section 2). */
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
        <Anchor component="button" type="button" size="xs" onClick={() => setShown(!shown)}>
          {shown ? t('hidePassword') : t('showPassword')}
        </Anchor>
      }
    />
  );
}
