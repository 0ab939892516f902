import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../api/client';
import type { Profile } from '../contract/account';
import { accountIdAtom, isLoggedInAtom } from '../session/session-atoms';
import { portalStore } from '../session/store';

/**
 * The signed-in account's query keys. What is read with the profile (the credit line) sits under it, so a write
 * that reads the profile again reads that too, and signing out drops it all.
 */
export const profileKeys = {
  all: ['profile'] as const,
  creditLine: () => [...profileKeys.all, 'credit-line'] as const,
};

/**
 * The signed-in user (spec section 3). Typed, not parsed: the sidebar shows the name on the first screen, and the
 * schema library must stay off it. The id is kept for the logout call.
 */
export const getProfile = async (): Promise<Profile> => {
  const profile = (await api.get<{ data: Profile }>('/account/profile')).data.data;
  portalStore.set(accountIdAtom, String(profile.id));
  return profile;
};

export const profileQuery = () => queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });

/** Loads only when logged in (spec section 4); a guest gets no data and no call. */
export const useProfile = () => {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...profileQuery(), enabled: loggedIn });
};
