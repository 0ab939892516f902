import { changeLanguage, languagesAtom } from '@portal/shared';
import { NativeSelect } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** Spec section 4: choosing a language stores it and reloads the page. A native select: nothing to lazy-load. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const languages = useAtomValue(languagesAtom);
  return (
    <NativeSelect
      aria-label={t('language')}
      size="xs"
      value={i18n.language}
      onChange={(event) => changeLanguage(event.currentTarget.value)}
      data={languages.map((language) => ({ value: language.code, label: language.name }))}
    />
  );
}
