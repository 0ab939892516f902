import { genders } from '@portal/shared/contract';
import { NativeSelect } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

import type { FieldInputProps } from './field-input';

type Props = FieldInputProps & {
  /** Starts with "choose" (a form where the gender is not yet known). */
  prompt?: boolean;
};

/** The gender of a person: the contract's genders, each by its translated name. */
export function GenderSelect({ prompt = true, ...input }: Props) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('gender')}
      {...input}
      data={[
        ...(prompt ? [{ value: '', label: t('chooseGender') }] : []),
        ...genders.map((gender) => ({ value: gender, label: t(`gender${gender}`) })),
      ]}
    />
  );
}
