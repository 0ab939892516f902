import { atom } from 'jotai';
import { storedAtom } from './stored-atom';

/** Spec section 9: the tokens are kept for 30 minutes after they were last issued. */
export const SESSION_TTL_MS = 1_800_000;
export const SESSION_EXPIRES_KEY = 'sessionExpiresAt';

const notExpired = (raw: string) => {
  const expiresAt = Number(globalThis.localStorage?.getItem(SESSION_EXPIRES_KEY));
  return !expiresAt || expiresAt > Date.now() ? raw : null;
};

const token = (key: string) =>
  storedAtom<string | null>(key, null, { parse: notExpired, serialise: (value) => value || null });

export const accessTokenAtom = token('accessToken');
export const refreshTokenAtom = token('refreshToken');
export const accountIdAtom = token('accountId');

export const isLoggedInAtom = atom((get) => Boolean(get(accessTokenAtom)));

export const sidebarOpenedAtom = atom(false);
