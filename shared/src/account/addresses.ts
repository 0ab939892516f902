import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../api/client';
import type { Address, CreateAddressBody, UpdateAddressBody } from '../contract/address';
import { queryClient } from '../query/query-client';
import { isLoggedInAtom } from '../session/session-atoms';
import { profileKeys } from './get-profile';

/** The address book's keys: the shell's dialogs, the account's pages, checkout and service requests read them. */
export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

/** Spec section 9: up to 200 addresses. Typed, not parsed: the shell checks the list on every route change. */
export const getAddresses = async (): Promise<Address[]> =>
  (await api.get<{ data: Address[] }>('/address', { params: { limit: 200, offset: 0 } })).data.data;

export const addressesQuery = () => queryOptions({ queryKey: addressKeys.list(), queryFn: getAddresses });

/** Loads only when logged in (spec section 4). */
export const useAddresses = () => {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...addressesQuery(), enabled: loggedIn });
};

/**
 * Spec section 4: an address change can move the default, which the header shows from the account and which the
 * credit line depends on; the list, the account and the credit line (under the profile's key) are read again.
 */
const readAgain = () =>
  Promise.all(
    [addressKeys.all, profileKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

export const createAddress = async (body: CreateAddressBody): Promise<Address> => {
  const address = (await api.post<{ data: Address }>('/address', body)).data.data;
  await readAgain();
  return address;
};

/** Any subset of the fields; `{ default: true }` makes it the default. */
export const updateAddress = async (id: number, body: Partial<UpdateAddressBody>): Promise<Address> => {
  const address = (await api.put<{ data: Address }>(`/address/${id}`, body)).data.data;
  await readAgain();
  return address;
};

export const setDefaultAddress = (id: number) => updateAddress(id, { default: true });

/** Deleting the default hands it to another address (the API decides which). */
export const deleteAddress = async (id: number) => {
  await api.delete(`/address/${id}`);
  await readAgain();
};
