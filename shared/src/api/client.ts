import axios, { type AxiosRequestConfig, isAxiosError } from 'axios';
import { ErrorCode } from '../contract/error-codes';
import {
  adoptTokens,
  clearSession,
  currentRefreshToken,
  saveTokens,
  storedTokens,
  touchSession,
} from '../session/session';
import { accessTokenAtom } from '../session/session-atoms';
import { portalStore } from '../session/store';
import { readJsonBlobBody } from './blob-body';
import { type ClientError, toClientError } from './errors';
import { portalHeaders } from './headers';
import { makeZodJitless } from './zod-jitless';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the retry after a token refresh, so a request is retried at most once. */
    sessionRetried?: boolean;
    /** The refresh call itself: its 401 must not start another refresh. */
    skipSessionRefresh?: boolean;
  }
}

// Every app starts by loading this client, before any of its schemas parses.
if (typeof document !== 'undefined') makeZodJitless();

/**
 * The one HTTP client of the portal, for the API's /client routes. The API takes a bearer token and sets no XSRF
 * cookie, so axios is told not to look for one: it would ask the browser's cookie store before every call and hold
 * the call until the store answered.
 */
export const api = axios.create({ baseURL: '/client', timeout: 20_000, withXSRFToken: false });

export const configureApi = ({ baseURL }: { baseURL: string }) => {
  api.defaults.baseURL = baseURL;
};

api.interceptors.request.use((config) => {
  touchSession();
  // false: a header the caller set explicitly is kept.
  config.headers.set(portalHeaders(), false);
  return config;
});

type UnauthorizedHandler = (error: ClientError) => void;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/**
 * Called after a forced logout (spec section 4: a 401 that is not an expired access token, or a failed refresh);
 * the session is already cleared, the handler takes the user home. Returns the unsubscribe function.
 */
export const onUnauthorized = (handler: UnauthorizedHandler) => {
  unauthorizedHandlers.add(handler);
  return () => {
    unauthorizedHandlers.delete(handler);
  };
};

const forceLogout = (error: ClientError) => {
  clearSession();
  for (const handler of unauthorizedHandlers) handler(error);
};

type TokenAnswer = { access_token: string; refresh_token: string };

let refreshing: Promise<string> | null = null;

/**
 * Tabs of one browser share their tokens, so they take turns refreshing (navigator.locks; without it, where the
 * browser lacks it, each goes alone and the API's grace period for a just-rotated token covers the race).
 */
const oneTabAtATime = async <T>(work: () => Promise<T>): Promise<T> => {
  const locks = globalThis.navigator?.locks;
  return locks ? await locks.request('coffee-portal:token-refresh', work) : work();
};

const refreshInThisTab = async (): Promise<string> => {
  const stored = storedTokens();
  // Another tab refreshed while this one waited, or since this one last read storage: its pair is used as it is.
  if (stored && stored.refreshToken !== currentRefreshToken() && stored.fresh) {
    adoptTokens(stored);
    return stored.accessToken;
  }
  // The newest refresh token is the stored one; this tab's own may already have been used by another tab.
  const refreshToken = stored?.refreshToken ?? currentRefreshToken();
  if (!refreshToken) throw new Error('no refresh token');
  const { data } = await api.post<{ data?: TokenAnswer } & Partial<TokenAnswer>>(
    '/auth/regenerate-token',
    { refreshToken },
    { skipSessionRefresh: true },
  );
  // Spec section 3: the pair may come under `data` or at the top level.
  const pair = data.data ?? data;
  if (!pair.access_token || !pair.refresh_token) throw new Error('no token in the refresh answer');
  saveTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
  return pair.access_token;
};

/**
 * One POST /auth/regenerate-token at a time: every 401 that arrives meanwhile waits for the same answer, in this tab
 * and in the browser's other tabs.
 */
export const refreshAccessToken = (): Promise<string> => {
  refreshing ??= oneTabAtATime(refreshInThisTab).finally(() => {
    refreshing = null;
  });
  return refreshing;
};

const bearerOf = (config: AxiosRequestConfig | undefined) => {
  const header = config?.headers?.Authorization ?? config?.headers?.authorization;
  return typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : null;
};

api.interceptors.response.use(undefined, async (err: unknown) => {
  await readJsonBlobBody(err);
  const error = toClientError(err);
  const config = isAxiosError(err) ? err.config : undefined;
  const sentToken = bearerOf(config);
  // Spec section 8: 1114 answers only the credit line, and means this session may not go on.
  if (error.code === ErrorCode.creditLineUnavailable && sentToken) {
    forceLogout(error);
    throw err;
  }
  // A 401 to a request without a token (a wrong password at sign-in) ends no session.
  if (error.statusCode !== 401 || !config || !sentToken || config.skipSessionRefresh) throw err;
  if (error.code !== ErrorCode.accessTokenExpired || config.sessionRetried) {
    forceLogout(error);
    throw err;
  }
  let token: string;
  try {
    // Another request may have refreshed since this one left: then its new token is used as it is.
    const current = portalStore.get(accessTokenAtom);
    token = current && current !== sentToken ? current : await refreshAccessToken();
  } catch {
    forceLogout(error);
    throw err;
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request({ ...config, sessionRetried: true });
});
