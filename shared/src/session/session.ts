import { readCookie, removeCookie, writeCookie } from './cookies';
import {
  accessTokenAtom,
  accountIdAtom,
  refreshTokenAtom,
  SESSION_EXPIRES_KEY,
  SESSION_TTL_MS,
} from './session-atoms';
import { portalStore } from './store';

export type Tokens = { accessToken: string; refreshToken: string };

/** Stores a new token pair in local storage and cookies, both for the spec's 30 minutes. */
export const saveTokens = ({ accessToken, refreshToken }: Tokens, now = Date.now()) => {
  localStorage.setItem(SESSION_EXPIRES_KEY, String(now + SESSION_TTL_MS));
  writeCookie('accessToken', accessToken, SESSION_TTL_MS);
  writeCookie('refreshToken', refreshToken, SESSION_TTL_MS);
  portalStore.set(refreshTokenAtom, refreshToken);
  portalStore.set(accessTokenAtom, accessToken);
};

/** Forgets the session: both tokens and the account id, in storage and cookies. */
export const clearSession = () => {
  for (const name of ['accessToken', 'refreshToken']) removeCookie(name);
  localStorage.removeItem(SESSION_EXPIRES_KEY);
  portalStore.set(refreshTokenAtom, null);
  portalStore.set(accountIdAtom, null);
  portalStore.set(accessTokenAtom, null);
};

/** The refresh token, from storage or, failing that, its cookie. */
export const currentRefreshToken = () => portalStore.get(refreshTokenAtom) ?? readCookie('refreshToken');
