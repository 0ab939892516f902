import { configureApi } from '../src/api/client';
import type { Localize } from '../src/contract';
import { type LocalServer, sendJson, startLocalServer } from './local-server';

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

/** Serves `localizeWith(english)` at /client/localize and points the api client at it. */
export const serveLocalize = async (english: Record<string, string>): Promise<LocalServer> => {
  const server = await startLocalServer((_request, response) =>
    sendJson(response, 200, { data: localizeWith(english), message: 'ok' }),
  );
  configureApi({ baseURL: `${server.url}/client` });
  return server;
};
