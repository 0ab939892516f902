import { afterEach, describe, expect, it } from '@jest/globals';
import { http } from 'msw';
import { mockApi, ok } from '../../test/mock-api';
import { currentLanguageAtom } from '../i18n/language';
import { loadTranslations } from '../i18n/load-translations';
import { accessTokenAtom } from '../session/session-atoms';
import { portalStore } from '../session/store';
import { api } from './client';

const localize = {
  defaultLanguage: 'en',
  languages: [
    { code: 'en', locale: 'en-US', name: 'English' },
    { code: 'km', locale: 'km-KH', name: 'ខ្មែរ' },
  ],
  translations: { en: {}, km: {} },
};

mockApi(
  http.get('/client/localize', () => ok(localize)),
  http.get('/client/echo', ({ request }) => ok(Object.fromEntries(request.headers))),
);

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
