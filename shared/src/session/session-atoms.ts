import { atom } from 'jotai';
import { readCookie } from './cookies';
import { storedAtom } from './stored-atom';

/** Spec section 9: the tokens are kept for 30 minutes, counted from the last activity. */
export const SESSION_TTL_MS = 1_800_000;
/** "Keep me signed in": 30 days, as long as the API's refresh token of such a session. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_EXPIRES_KEY = 'sessionExpiresAt';
/** '1' with "Keep me signed in", '0' without; absent for a session stored before the choice existed. */
export const SESSION_REMEMBER_KEY = 'sessionRemember';
/** A cookie without an expiry, gone when the browser closes: a session without "Keep me signed in" ends with it. */
export const SESSION_OPEN_COOKIE = 'sessionOpen';

/** Whether the stored session is over: its time is up, or it was not to be kept and the browser has closed since. */
export const sessionIsOver = (now = Date.now()) => {
  const storage = globalThis.localStorage;
  const expiresAt = Number(storage?.getItem(SESSION_EXPIRES_KEY));
  if (expiresAt && expiresAt <= now) return true;
  return storage?.getItem(SESSION_REMEMBER_KEY) === '0' && readCookie(SESSION_OPEN_COOKIE) === null;
};

const notExpired = (raw: string) => (sessionIsOver() ? null : raw);

const token = (key: string) =>
  storedAtom<string | null>(key, null, { parse: notExpired, serialise: (value) => value || null });

export const accessTokenAtom = token('accessToken');
export const refreshTokenAtom = token('refreshToken');
export const accountIdAtom = token('accountId');

export const isLoggedInAtom = atom((get) => Boolean(get(accessTokenAtom)));

export const sidebarOpenedAtom = atom(false);
