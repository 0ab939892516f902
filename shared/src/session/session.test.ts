import { beforeEach, describe, expect, it } from '@jest/globals';
import { delay, HttpResponse, http } from 'msw';
import { mockApi, ok } from '../../test/mock-api';
import { logout } from '../account/logout';
import { api, onUnauthorized } from '../api/client';
import { readCookie } from './cookies';
import { clearSession, saveTokens } from './session';
import { accessTokenAtom, accountIdAtom, isLoggedInAtom, refreshTokenAtom } from './session-atoms';
import { portalStore } from './store';

let refreshCalls: string[] = [];
let logoutBodies: unknown[] = [];

const expired = { statusCode: 401, code: 4410, error: 'Unauthorized', message: 'accessTokenExpired' };

mockApi(
  http.post('/client/auth/regenerate-token', async ({ request }) => {
    const { refreshToken } = (await request.json()) as { refreshToken?: string };
    refreshCalls.push(String(refreshToken));
    if (refreshToken !== 'refresh-1')
      return HttpResponse.json(
        { statusCode: 401, code: 4411, error: 'Unauthorized', message: 'invalidToken' },
        { status: 401 },
      );
    // Slow enough that concurrent 401s arrive while it is in flight.
    await delay(100);
    return ok({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      token_type: 'Bearer',
      expires_in: 1800,
    });
  }),
  http.post('/client/auth/logout', async ({ request }) => {
    logoutBodies.push(await request.json());
    return ok(null);
  }),
  http.get('/client/account/profile/additional-info', () =>
    HttpResponse.json(
      { statusCode: 403, code: 1114, error: 'Forbidden', message: 'creditLineUnavailable' },
      { status: 403 },
    ),
  ),
  http.get('/client/always-expired', () => HttpResponse.json(expired, { status: 401 })),
  http.get('/client/*', ({ request }) =>
    request.headers.get('authorization') === 'Bearer access-2'
      ? ok({ path: new URL(request.url).pathname })
      : HttpResponse.json(expired, { status: 401 }),
  ),
);

beforeEach(() => {
  localStorage.clear();
  clearSession();
  refreshCalls = [];
  logoutBodies = [];
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('an expired access token (spec section 4, code 4410)', () => {
  it('is refreshed once through regenerate-token and the request retried with the new token', async () => {
    const { data } = await api.get('/orders');
    expect(data.data).toEqual({ path: '/client/orders' });
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(portalStore.get(accessTokenAtom)).toBe('access-2');
    expect(portalStore.get(refreshTokenAtom)).toBe('refresh-2');
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(readCookie('accessToken')).toBe('access-2');
  });

  it('shares one refresh among requests that fail together', async () => {
    const answers = await Promise.all(['/a', '/b', '/c'].map((path) => api.get(path)));
    expect(answers.map(({ data }) => data.data.path)).toEqual(['/client/a', '/client/b', '/client/c']);
    expect(refreshCalls).toHaveLength(1);
  });

  it('is not refreshed a second time for the same request: a second 4410 logs out', async () => {
    const told: number[] = [];
    const stop = onUnauthorized((error) => told.push(error.code));
    await expect(api.get('/always-expired')).rejects.toThrow();
    stop();
    expect(refreshCalls).toHaveLength(1);
    expect(told).toEqual([4410]);
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
  });

  it('logs out, clearing both tokens and the account id, when the refresh fails', async () => {
    saveTokens({ accessToken: 'access-1', refreshToken: 'revoked' });
    portalStore.set(accountIdAtom, '7');
    const told: number[] = [];
    const stop = onUnauthorized((error) => told.push(error.code));
    await expect(api.get('/orders')).rejects.toThrow();
    stop();
    expect(told).toHaveLength(1);
    expect(portalStore.get(accessTokenAtom)).toBeNull();
    expect(portalStore.get(refreshTokenAtom)).toBeNull();
    expect(portalStore.get(accountIdAtom)).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(readCookie('refreshToken')).toBeNull();
  });
});

describe('the credit line answering 1114 (spec section 8)', () => {
  it('logs out and tells the shell', async () => {
    const told: number[] = [];
    const stop = onUnauthorized((error) => told.push(error.code));
    await expect(api.get('/account/profile/additional-info')).rejects.toThrow();
    stop();
    expect(told).toEqual([1114]);
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
  });
});

describe('logout', () => {
  it('sends accountId, accessToken, deviceToken and device, then clears the session', async () => {
    portalStore.set(accountIdAtom, '42');
    await logout();
    expect(logoutBodies).toEqual([
      { accountId: '42', accessToken: 'access-1', deviceToken: null, device: 'web' },
    ]);
    expect(portalStore.get(isLoggedInAtom)).toBe(false);
    expect(portalStore.get(accountIdAtom)).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(readCookie('accessToken')).toBeNull();
  });
});

describe('the 30-minute expiry (spec section 9)', () => {
  it('forgets stored tokens whose 30 minutes are over', async () => {
    const { createStore } = await import('jotai');
    localStorage.setItem('sessionExpiresAt', String(Date.now() - 1));
    expect(createStore().get(isLoggedInAtom)).toBe(false);
    localStorage.setItem('sessionExpiresAt', String(Date.now() + 60_000));
    expect(createStore().get(isLoggedInAtom)).toBe(true);
  });
});
