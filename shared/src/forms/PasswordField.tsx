import { Anchor, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldInputProps } from './field-input';

/** A label and what a form's field gives an input. */
type Props = FieldInputProps & { label: string; autoComplete: string };

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
