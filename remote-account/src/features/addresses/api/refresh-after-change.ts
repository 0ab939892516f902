import { profileQuery, queryClient } from '@portal/shared';
import { addressesQuery } from './get-addresses';

/** An address change moves the header's default address too: the list and the profile are fetched again. */
export const refreshAfterAddressChange = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: addressesQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
  ]);
