import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createStore } from 'jotai';
import { type LocalServer, sendJson, startLocalServer } from '../../test/local-server';
import { api, configureApi } from '../api/client';
import { removeCookie } from './cookies';
import { clearSession, saveTokens } from './session';
import { isLoggedInAtom } from './session-atoms';
import { portalStore } from './store';

const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 24 * 60 * 60_000;
const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const expiresAt = () => Number(localStorage.getItem('sessionExpiresAt'));
/** What a page opened later (a new tab, a reload, the browser started again) sees in storage. */
const signedInOnNextPage = () => createStore().get(isLoggedInAtom);
/** The browser closed and opened again: its session cookies are gone, local storage is not. */
const closeBrowser = () => {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) removeCookie(decodeURIComponent(name));
  }
};

let server: LocalServer;
let bearers: (string | undefined)[] = [];
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    bearers.push(request.headers.authorization);
    sendJson(response, 200, { data: null, message: 'ok' });
  });
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());
beforeEach(() => {
  clearSession();
  localStorage.clear();
  closeBrowser();
  bearers = [];
});

describe('signed in without "Keep me signed in"', () => {
  it('lasts 30 minutes from the last activity, not from the sign-in', async () => {
    const start = Date.now();
    saveTokens(tokens, { remember: false }, start);
    expect(expiresAt()).toBe(start + minutes(30));

    await api.get('/account/profile');

    expect(expiresAt()).toBeGreaterThanOrEqual(start + minutes(30));
    expect(expiresAt()).toBeLessThanOrEqual(Date.now() + minutes(30));
    expect(bearers).toEqual(['Bearer access-1']);
  });

  it('after the 30 minutes of inactivity, the next request goes out signed out and the page shows a guest', async () => {
    saveTokens(tokens, { remember: false }, Date.now() - minutes(31));

    await api.get('/catalogue');

    expect(bearers).toEqual([undefined]);
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('ends when the browser closes', () => {
    saveTokens(tokens, { remember: false });
    expect(signedInOnNextPage()).toBe(true);

    closeBrowser();

    expect(signedInOnNextPage()).toBe(false);
  });

  it('keeps its choice when the tokens are refreshed', () => {
    saveTokens(tokens, { remember: false });
    const refreshedAt = Date.now() + minutes(10);
    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }, {}, refreshedAt);
    expect(expiresAt()).toBe(refreshedAt + minutes(30));
    closeBrowser();
    expect(signedInOnNextPage()).toBe(false);
  });
});

describe('signed in with "Keep me signed in"', () => {
  it('survives closing the browser and lasts 30 days, refreshed tokens too', () => {
    const start = Date.now();
    saveTokens(tokens, { remember: true }, start);
    expect(expiresAt()).toBe(start + days(30));

    closeBrowser();
    expect(signedInOnNextPage()).toBe(true);

    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }, {}, start + days(1));
    expect(expiresAt()).toBe(start + days(31));
  });

  it('is not ended by an hour without activity', async () => {
    saveTokens(tokens, { remember: true }, Date.now() - minutes(60));

    await api.get('/account/profile');

    expect(bearers).toEqual(['Bearer access-1']);
    expect(portalStore.get(isLoggedInAtom)).toBe(true);
  });
});
