import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { delay, HttpResponse, http } from 'msw';
import { mockApi, ok } from '../../test/mock-api';
import { saveTokens } from '../session/session';
import * as tabA from './client';

// Two tabs of one browser share local storage and cookies but each has its own memory: its own api client and its
// own store of the tokens. The second tab is the same modules loaded once more.
type Tab = typeof import('./client') & {
  session: typeof import('../session/session');
  store: typeof import('../session/store');
  atoms: typeof import('../session/session-atoms');
};

const loadTab = async (): Promise<Tab> => {
  let tab: Tab | undefined;
  await jest.isolateModulesAsync(async () => {
    tab = {
      ...(await import('./client')),
      session: await import('../session/session'),
      store: await import('../session/store'),
      atoms: await import('../session/session-atoms'),
    };
  });
  if (!tab) throw new Error('the second tab did not load');
  return tab;
};

/** A JWT-shaped token (the API's access tokens are JWTs) that says it expires at `exp`; its signature is not checked. */
const jwtExpiringAt = (exp: number) =>
  ['{"alg":"HS256"}', JSON.stringify({ exp })].map((part) => btoa(part).replace(/=+$/, '')).join('.') +
  '.sig';

let refreshCalls: string[] = [];
let tabB: Tab;

// Each refresh token works once, as on the API after its grace period; a second use is refused.
const successors: Record<string, { access_token: string; refresh_token: string }> = {
  'refresh-1': { access_token: 'access-2', refresh_token: 'refresh-2' },
  'refresh-2': { access_token: 'access-3', refresh_token: 'refresh-3' },
};
const goodAccessTokens = new Set(['access-2', 'access-3']);
let used = new Set<string>();

const unauthorized = (code: number, message: string) =>
  HttpResponse.json({ statusCode: 401, code, error: 'Unauthorized', message }, { status: 401 });

mockApi(
  http.post('/client/auth/regenerate-token', async ({ request }) => {
    const refreshToken = String(((await request.json()) as { refreshToken?: string }).refreshToken);
    refreshCalls.push(refreshToken);
    const next = successors[refreshToken];
    if (!next || used.has(refreshToken)) return unauthorized(4411, 'invalidToken');
    used.add(refreshToken);
    // Slow enough that the other tab's 401 arrives while this refresh is in flight.
    await delay(100);
    return ok({ ...next, token_type: 'Bearer' });
  }),
  http.get('/client/*', ({ request }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    return goodAccessTokens.has(token) ? ok({ token }) : unauthorized(4410, 'accessTokenExpired');
  }),
);
beforeAll(async () => {
  tabB = await loadTab();
});

/** Both tabs signed in with access-1/refresh-1, each having read them into its own store. */
const signInBothTabs = () => {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  tabB.store.portalStore.set(tabB.atoms.accessTokenAtom, 'access-1');
  tabB.store.portalStore.set(tabB.atoms.refreshTokenAtom, 'refresh-1');
};

beforeEach(async () => {
  refreshCalls = [];
  used = new Set();
  localStorage.clear();
  signInBothTabs();
});

/** navigator.locks as a browser gives it to every tab of an origin: one holder of a name at a time. */
const shareLocksBetweenTabs = () => {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('two tabs whose access token expired at the same moment', () => {
  it('send one refresh between them, and both go on with the pair it brought', async () => {
    shareLocksBetweenTabs();
    const told: number[] = [];
    const stopA = tabA.onUnauthorized((error) => told.push(error.code));
    const stopB = tabB.onUnauthorized((error) => told.push(error.code));

    const answers = await Promise.allSettled([tabA.api.get('/orders'), tabB.api.get('/orders')]);
    stopA();
    stopB();

    expect(refreshCalls).toEqual(['refresh-1']);
    expect(told).toEqual([]);
    expect(answers.map((answer) => answer.status === 'fulfilled' && answer.value.data.data.token)).toEqual([
      'access-2',
      'access-2',
    ]);
    expect(tabB.store.portalStore.get(tabB.atoms.refreshTokenAtom)).toBe('refresh-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });
});

describe('a tab whose tokens another tab has since renewed', () => {
  it('takes the stored pair instead of sending its used refresh token, also without navigator.locks', async () => {
    expect('locks' in navigator).toBe(false);
    await tabA.api.get('/orders');
    expect(refreshCalls).toEqual(['refresh-1']);

    const inB = await tabB.api.get('/orders');

    expect(inB.data.data.token).toBe('access-2');
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(tabB.store.portalStore.get(tabB.atoms.accessTokenAtom)).toBe('access-2');
  });

  it('refreshes with the stored refresh token when the stored access token has expired too', async () => {
    saveTokens({ accessToken: jwtExpiringAt(Math.floor(Date.now() / 1000) - 5), refreshToken: 'refresh-2' });

    const inB = await tabB.api.get('/orders');

    expect(refreshCalls).toEqual(['refresh-2']);
    expect(inB.data.data.token).toBe('access-3');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-3');
  });
});
