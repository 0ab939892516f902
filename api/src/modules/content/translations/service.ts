import type { Localize, TranslationBundle } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { listLanguages, listTranslations } from './queries';

export const getLocalize = async (db: Db): Promise<Localize> => {
  const [languages, rows] = await Promise.all([listLanguages(db), listTranslations(db)]);
  const translations: Record<string, TranslationBundle> = Object.fromEntries(
    languages.map((language) => [language.code, {}]),
  );
  for (const row of rows) {
    const bundle = translations[row.language_code];
    if (bundle) bundle[row.key] = row.value;
  }
  const defaultLanguage = languages.find((language) => language.is_default) ?? languages[0];
  return {
    defaultLanguage: defaultLanguage?.code ?? '',
    languages: languages.map(({ code, locale, name }) => ({ code, locale, name })),
    translations,
  };
};

/** One language's bundle over the default's, so a key it lacks still reads in the default language. */
export const onlyLanguage = (localize: Localize, code: string | undefined): Localize => {
  const { defaultLanguage, translations } = localize;
  const chosen = code && translations[code] ? code : defaultLanguage;
  return {
    ...localize,
    translations: { [chosen]: { ...translations[defaultLanguage], ...translations[chosen] } },
  };
};
