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

/** When a JWT says it expires (ms since 1970), read without checking it; null for a token that is not one. */
const expiryOf = (token: string) => {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
};

/**
 * The pair local storage holds now. Tabs share local storage but each reads it into its own store once, so another
 * tab may have stored a newer pair since: `fresh` tells whether its access token is still good for a while.
 */
export const storedTokens = (now = Date.now()) => {
  const expiresAt = Number(localStorage.getItem(SESSION_EXPIRES_KEY));
  const accessToken = localStorage.getItem('accessToken');
  const refreshToken = localStorage.getItem('refreshToken');
  if ((expiresAt && expiresAt <= now) || !accessToken || !refreshToken) return null;
  const accessExpiresAt = expiryOf(accessToken);
  return { accessToken, refreshToken, fresh: accessExpiresAt === null || accessExpiresAt > now + 10_000 };
};

/** Takes into this tab's store a pair another tab stored, leaving its 30 minutes as they are. */
export const adoptTokens = ({ accessToken, refreshToken }: Tokens) => {
  portalStore.set(refreshTokenAtom, refreshToken);
  portalStore.set(accessTokenAtom, accessToken);
};
