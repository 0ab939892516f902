import { http } from 'msw';
import type { Localize } from '../src/contract';
import { ok } from './mock-api';

/** A two-language localize answer for tests, with the given English keys (Khmer gets the same keys, marked). */
export const localizeWith = (english: Record<string, string>): Localize => ({
  defaultLanguage: 'en',
  languages: [
    { code: 'en', locale: 'en-US', name: 'English' },
    { code: 'km', locale: 'km-KH', name: 'ខ្មែរ' },
  ],
  translations: {
    en: english,
    km: Object.fromEntries(Object.entries(english).map(([key, text]) => [key, `km:${text}`])),
  },
});

/** An MSW handler answering /client/localize with `localizeWith(english)` (see mockApi). */
export const localizeHandler = (english: Record<string, string>) =>
  http.get('/client/localize', () => ok(localizeWith(english)));
