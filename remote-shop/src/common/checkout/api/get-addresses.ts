import { api, queryOptions, useQuery } from '@portal/shared';
import { addressSchema, listEnvelope } from '@portal/shared/contract';

/** Spec section 7: addresses are fetched 200 at a time. */
export const getAddresses = async () =>
  listEnvelope(addressSchema).parse((await api.get('/address', { params: { limit: 200, offset: 0 } })).data)
    .data;
export const addressesQuery = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });
export const useAddresses = () => useQuery(addressesQuery());
