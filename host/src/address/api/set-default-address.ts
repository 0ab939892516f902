import { addressesQuery, api, creditLineQuery, profileQuery, queryClient } from '@portal/shared';

export const setDefaultAddress = async (id: number) => {
  await api.put(`/address/${id}`, { default: true });
};

/** Spec section 4: after a change of default, the addresses, the account and the credit line are read again. */
export const refreshAfterAddressChange = () =>
  Promise.all(
    [addressesQuery(), profileQuery(), creditLineQuery()].map(({ queryKey }) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
