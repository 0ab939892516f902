import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Language, Localize } from '../contract/localize';
import { portalStore } from '../session/store';
import { i18n } from './i18n';
import {
  chooseLanguage,
  currentLanguageAtom,
  languagesAtom,
  savedLanguageCode,
  shareLanguageWithServer,
} from './language';

/** Typed, not parsed: the API serialises it through the shared schema, and zod stays off the first screen. */
export const getLocalize = async (): Promise<Localize> =>
  (await api.get<{ data: Localize }>('/localize')).data.data;

/** Fetches every bundle and starts i18next in the saved language (or the server's default). */
export const loadTranslations = async (): Promise<Language> => {
  const localize = await getLocalize();
  const language = chooseLanguage(localize, savedLanguageCode());
  portalStore.set(languagesAtom, localize.languages);
  portalStore.set(currentLanguageAtom, language);
  shareLanguageWithServer(language.code);
  await i18n.init({
    resources: Object.fromEntries(
      Object.entries(localize.translations).map(([code, bundle]) => [code, { translation: bundle }]),
    ),
    lng: language.code,
    fallbackLng: localize.defaultLanguage,
    // Keys are flat strings from the server and may contain '.' or ':'.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return language;
};

export const translationsQuery = () =>
  queryOptions({ queryKey: ['localize'], queryFn: loadTranslations, staleTime: Infinity, gcTime: Infinity });
