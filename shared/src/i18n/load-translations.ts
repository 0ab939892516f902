import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Language, Localize } from '../contract/localize';
import { pageData } from '../page-data';
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

/** Whether i18next holds every key of its language, or only those the page carried. */
let complete = true;
let carriedSections: string[] = [];

/** The page's translations when they are in the visitor's language (the server read its cookie). */
const carriedTranslations = (saved: string | null): Localize | undefined => {
  const carried = pageData().localize;
  return carried?.translations[chooseLanguage(carried, saved).code] ? carried : undefined;
};

/**
 * Starts i18next in the saved language (or the server's default): with the translations the page carries when it
 * does (the shell's and its section's keys), else with the whole bundle, fetched.
 */
export const loadTranslations = async (): Promise<Language> => {
  adoptLanguageFromUrl();
  const carried = carriedTranslations(savedLanguageCode());
  complete = !carried;
  carriedSections = (carried && pageData().translatedSections) || [];
  const localize = carried ?? (await getLocalize(savedLanguageCode()));
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

let rest: Promise<void> | undefined;

/** Every key of the visitor's language, beyond those the page carried: fetched once, and never throws. */
export const loadAllTranslations = (): Promise<void> => {
  if (complete) return Promise.resolve();
  rest ??= getLocalize(i18n.language)
    .then((localize) => {
      // The whole bundle over the carried part, as it comes: no copy, no deep merge (the keys are flat), and no event,
      // so nothing on screen draws again.
      for (const [code, bundle] of Object.entries(localize.translations))
        i18n.addResourceBundle(code, 'translation', bundle, false, true, { silent: true, skipCopy: true });
      complete = true;
    })
    .catch(() => {
      rest = undefined;
    });
  return rest;
};

/** Whether a section's screens can draw with the translations in hand, before loadAllTranslations. */
export const translationsCover = (section: string) => complete || carriedSections.includes(section);

export const translationsQuery = () =>
  queryOptions({ queryKey: ['localize'], queryFn: loadTranslations, staleTime: Infinity, gcTime: Infinity });
