import { api, queryOptions, useQuery } from '@portal/shared';
import { type Address, addressSchema } from '@portal/shared/contract';

/** Spec section 9: the whole list in one call of 200. */
export const getAddresses = async (): Promise<Address[]> =>
  addressSchema.array().parse((await api.get('/address', { params: { limit: 200, offset: 0 } })).data.data);
export const addressesQuery = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });
export const useAddresses = () => useQuery(addressesQuery());
