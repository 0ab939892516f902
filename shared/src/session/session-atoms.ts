import { atom } from 'jotai';
import { storedAtom } from './stored-atom';

export const accessTokenAtom = storedAtom<string | null>('accessToken', null, {
  parse: (raw) => raw,
  serialise: (token) => token || null,
});

export const isLoggedInAtom = atom((get) => Boolean(get(accessTokenAtom)));

export const sidebarOpenedAtom = atom(false);
