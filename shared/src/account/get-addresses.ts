import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../api/client';
import type { Address } from '../contract/address';
import { isLoggedInAtom } from '../session/session-atoms';

/** Spec section 9: up to 200 addresses. Typed, not parsed: the shell checks the list on every route change. */
export const getAddresses = async (): Promise<Address[]> =>
  (await api.get<{ data: Address[] }>('/address', { params: { limit: 200, offset: 0 } })).data.data;

export const addressesQuery = () => queryOptions({ queryKey: ['address'], queryFn: getAddresses });

/** Loads only when logged in (spec section 4). */
export const useAddresses = () => {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...addressesQuery(), enabled: loggedIn });
};
