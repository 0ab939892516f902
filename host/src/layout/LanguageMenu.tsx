import { changeLanguage, languagesAtom } from '@portal/shared';
import { Button, Menu } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** Spec section 4: choosing a language stores it and reloads the page. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const languages = useAtomValue(languagesAtom);
  const current = languages.find((language) => language.code === i18n.language);
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={t('language')}>
          {current?.name ?? i18n.language}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item key={language.code} lang={language.code} onClick={() => changeLanguage(language.code)}>
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
