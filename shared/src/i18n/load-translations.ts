import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Language, Localize } from '../contract/localize';
import { portalStore } from '../session/store';
import { i18n } from './i18n';
import {
  adoptLanguageFromUrl,
  chooseLanguage,
  currentLanguageAtom,
  languagesAtom,
  savedLanguageCode,
  shareLanguageWithServer,
} from './language';

/** The one URL of the portal's translations, also what the host's page preloads for this visitor. */
export const localizePath = (saved: string | null) => `/localize?language=${encodeURIComponent(saved ?? '')}`;

/** Typed, not parsed: the API serialises it through the shared schema, and zod stays off the first screen. */
export const getLocalize = async (saved: string | null): Promise<Localize> =>
  (await api.get<{ data: Localize }>(localizePath(saved))).data.data;

/** Fetches the saved language's bundle (or the server's default) and starts i18next in it. */
export const loadTranslations = async (): Promise<Language> => {
  adoptLanguageFromUrl();
  const localize = await getLocalize(savedLanguageCode());
  const language = chooseLanguage(localize, savedLanguageCode());
  portalStore.set(languagesAtom, localize.languages);
  portalStore.set(currentLanguageAtom, language);
  shareLanguageWithServer(language.code);
  await i18n.init({
    resources: Object.fromEntries(
      Object.entries(localize.translations).map(([code, bundle]) => [code, { translation: bundle }]),
    ),
    lng: language.code,
    // The server has already filled the bundle's gaps from the default language.
    fallbackLng: false,
    // Keys are flat strings from the server and may contain '.' or ':'.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return language;
};

export const translationsQuery = () =>
  queryOptions({ queryKey: ['localize'], queryFn: loadTranslations, staleTime: Infinity, gcTime: Infinity });
