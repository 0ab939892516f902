import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { type LocalServer, sendJson, startLocalServer } from '../../test/local-server';
import { currentLanguageAtom } from '../i18n/language';
import { loadTranslations } from '../i18n/load-translations';
import { accessTokenAtom } from '../session/session-atoms';
import { portalStore } from '../session/store';
import { api, configureApi } from './client';

const localize = {
  defaultLanguage: 'en',
  languages: [
    { code: 'en', locale: 'en-US', name: 'English' },
    { code: 'km', locale: 'km-KH', name: 'ខ្មែរ' },
  ],
  translations: { en: {}, km: {} },
};

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    if (request.url?.startsWith('/client/localize?'))
      sendJson(response, 200, { data: localize, message: 'ok' });
    else sendJson(response, 200, { data: request.headers, message: 'ok' });
  });
  configureApi({ baseURL: `${server.url}/client` });
});

afterAll(() => server.close());

afterEach(() => {
  localStorage.clear();
  portalStore.set(currentLanguageAtom, null);
  portalStore.set(accessTokenAtom, null);
});

const sentHeaders = async (): Promise<Record<string, string>> => (await api.get('/echo')).data.data;

describe('the headers of every call (spec section 7)', () => {
  it('sends Accept-Language km-KH when the saved language is Khmer', async () => {
    localStorage.setItem('language', 'km');
    await loadTranslations();
    expect((await sentHeaders())['accept-language']).toBe('km-KH');
  });

  it('sends Accept-Language en-US when the saved language is English or none is saved', async () => {
    expect((await sentHeaders())['accept-language']).toBe('en-US');
    localStorage.setItem('language', 'en');
    await loadTranslations();
    expect((await sentHeaders())['accept-language']).toBe('en-US');
  });

  it('follows the saved language even before the language list has loaded', async () => {
    localStorage.setItem('language', 'km');
    expect((await sentHeaders())['accept-language']).toBe('km-KH');
  });

  it('sends the Bearer token only while the session has one', async () => {
    expect((await sentHeaders()).authorization).toBeUndefined();
    portalStore.set(accessTokenAtom, 'token-123');
    expect((await sentHeaders()).authorization).toBe('Bearer token-123');
    portalStore.set(accessTokenAtom, null);
    expect((await sentHeaders()).authorization).toBeUndefined();
  });

  it('identifies the app as the web shop on device type web', async () => {
    const headers = await sentHeaders();
    expect(headers).toMatchObject({
      'x-app': 'coffee-portal-web',
      'x-device': 'web',
      'x-app-version': '1.0.0',
    });
    for (const name of ['x-model-name', 'x-os-version', 'x-device-name']) expect(headers[name]).toBeTruthy();
  });

  it('keeps a header the caller set explicitly', async () => {
    const headers = (await api.get('/echo', { headers: { 'Accept-Language': 'km-KH' } })).data.data;
    expect(headers['accept-language']).toBe('km-KH');
  });
});
