import { beforeEach, describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { localizeHandler } from '../../test/localize';
import { mockApi, ok } from '../../test/mock-api';
import { AppProviders } from '../components/AppProviders';
import type { Address } from '../contract/address';
import { queryClient } from '../query/query-client';
import { saveTokens } from '../session/session';
import { addressesQuery, createAddress, deleteAddress, setDefaultAddress, useAddresses } from './addresses';
import { creditLineQuery } from './get-credit-line';
import { profileQuery } from './get-profile';

const place = { id: 12, name: 'Phnom Penh' };
const addressOf = (id: number, isDefault: boolean): Address => ({
  id,
  name: `Address ${id}`,
  addressDetail: 'St 51',
  phone: null,
  province: place,
  district: { id: 1201, name: 'Chamkar Mon' },
  latitude: null,
  longitude: null,
  default: isDefault,
});

let book: Address[] = [];

mockApi(
  localizeHandler({}),
  http.get('/client/address', () => ok(book)),
  http.post('/client/address', () => {
    const added = addressOf(book.length + 1, false);
    book = [...book, added];
    return ok(added);
  }),
  http.all('/client/*', () => ok(book[0] ?? null)),
);
beforeEach(() => {
  queryClient.clear();
  book = [addressOf(1, true)];
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
});

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;

describe('the address book, one list for the shell and the account', () => {
  it('shows an address added anywhere in every view of the list, without a reload', async () => {
    // The shell's address dialog and the account's address page both read `useAddresses`.
    const shell = renderHook(() => useAddresses(), { wrapper });
    await waitFor(() => expect(shell.result.current.data).toHaveLength(1));

    await createAddress({
      name: 'Office',
      addressDetail: 'St 310',
      provinceId: 12,
      districtId: 1201,
      phone: null,
    });

    await waitFor(() => expect(shell.result.current.data).toHaveLength(2));
  });

  it.each([
    [
      'a new address',
      () =>
        createAddress({ name: 'Shop', addressDetail: 'St 2', provinceId: 12, districtId: 1201, phone: null }),
    ],
    ['a new default', () => setDefaultAddress(1)],
    ['a deletion', () => deleteAddress(1)],
  ])(
    'reads the list, the account and its credit line again after %s: the default may have moved',
    async (_, change) => {
      for (const { queryKey } of [addressesQuery(), profileQuery(), creditLineQuery()]) {
        queryClient.setQueryData(queryKey, [] as never);
      }
      await change();
      for (const { queryKey } of [addressesQuery(), profileQuery(), creditLineQuery()]) {
        expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
      }
    },
  );
});
