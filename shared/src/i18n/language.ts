import { atom } from 'jotai';
import type { Language, Localize } from '../contract/localize';
import { reloadPage } from '../reload-page';
import { portalStore } from '../session/store';

const LANGUAGE_KEY = 'language';

export const savedLanguageCode = (): string | null => globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? null;

/**
 * A link may name its language (`?lang=km`: the sitemap's and the search results' Khmer pages do). It becomes the
 * visitor's choice, and leaves the address, so a later change of language is not undone by the reload.
 */
export const adoptLanguageFromUrl = () => {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const code = url.searchParams.get('lang');
  if (!code || !/^[\w-]{1,16}$/.test(code)) return;
  localStorage.setItem(LANGUAGE_KEY, code);
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
};

/** The host's server reads the choice from a cookie, so the screen it draws first is in this language too. */
export const shareLanguageWithServer = (code: string) => {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the shop serves
  document.cookie = `${LANGUAGE_KEY}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax`;
};

/** The server's language list, for the language selector; empty until translations are loaded. */
export const languagesAtom = atom<Language[]>([]);
export const currentLanguageAtom = atom<Language | null>(null);

/** The saved language when the server still offers it, otherwise the server's default. */
export const chooseLanguage = ({ languages, defaultLanguage }: Localize, saved: string | null): Language => {
  const byCode = (code: string | null) => languages.find((language) => language.code === code);
  return byCode(saved) ?? byCode(defaultLanguage) ?? (languages[0] as Language);
};

/** Before the language list is known (the localize call itself) the saved code is mapped directly. */
export const acceptLanguage = (): string =>
  portalStore.get(currentLanguageAtom)?.locale ?? (savedLanguageCode() === 'km' ? 'km-KH' : 'en-US');

/** The spec's language change: store the choice, then reload so every remote starts in the new language. */
export const changeLanguage = (code: string, reload: () => void = reloadPage) => {
  localStorage.setItem(LANGUAGE_KEY, code);
  shareLanguageWithServer(code);
  reload();
};
