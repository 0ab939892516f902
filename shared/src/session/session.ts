import { readCookie, removeCookie, writeCookie } from './cookies';
import {
  accessTokenAtom,
  accountIdAtom,
  REMEMBERED_SESSION_TTL_MS,
  refreshTokenAtom,
  SESSION_EXPIRES_KEY,
  SESSION_OPEN_COOKIE,
  SESSION_REMEMBER_KEY,
  SESSION_TTL_MS,
  sessionIsOver,
} from './session-atoms';
import { portalStore } from './store';

export type Tokens = { accessToken: string; refreshToken: string };

/** A session stored before "Keep me signed in" existed is treated as one that was to be kept. */
const remembered = () => localStorage.getItem(SESSION_REMEMBER_KEY) !== '0';
const lifetimeMs = (remember: boolean) => (remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS);

/**
 * Stores a new token pair in local storage and cookies. `remember` is the sign-in's "Keep me signed in" (a refresh
 * keeps the choice already stored): with it, 30 days; without it, 30 minutes from the last activity and cookies that
 * end with the browser.
 */
export const saveTokens = (
  { accessToken, refreshToken }: Tokens,
  { remember = remembered() }: { remember?: boolean } = {},
  now = Date.now(),
) => {
  localStorage.setItem(SESSION_REMEMBER_KEY, remember ? '1' : '0');
  localStorage.setItem(SESSION_EXPIRES_KEY, String(now + lifetimeMs(remember)));
  const cookieLife = remember ? REMEMBERED_SESSION_TTL_MS : undefined;
  writeCookie('accessToken', accessToken, cookieLife);
  writeCookie('refreshToken', refreshToken, cookieLife);
  if (remember) removeCookie(SESSION_OPEN_COOKIE);
  else writeCookie(SESSION_OPEN_COOKIE, '1');
  portalStore.set(refreshTokenAtom, refreshToken);
  portalStore.set(accessTokenAtom, accessToken);
};

/**
 * Every call to the API is activity: the session's time counts again from now. A session already over (30 minutes
 * without activity, or the browser closed since) is forgotten instead, so the call goes out signed out.
 */
export const touchSession = (now = Date.now()) => {
  if (!portalStore.get(accessTokenAtom)) return;
  if (sessionIsOver(now)) {
    clearSession();
    return;
  }
  localStorage.setItem(SESSION_EXPIRES_KEY, String(now + lifetimeMs(remembered())));
};

/** Forgets the session: both tokens and the account id, in storage and cookies. */
export const clearSession = () => {
  for (const name of ['accessToken', 'refreshToken', SESSION_OPEN_COOKIE]) removeCookie(name);
  localStorage.removeItem(SESSION_EXPIRES_KEY);
  localStorage.removeItem(SESSION_REMEMBER_KEY);
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
