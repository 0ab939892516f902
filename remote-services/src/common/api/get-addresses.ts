import { api, queryOptions, useQuery } from '@portal/shared';
import { type Address, addressSchema } from '@portal/shared/contract';

/** The user's addresses (spec: fetched 200 at a time), the default first: the sites a technician can visit. */
export const getServiceAddresses = async (): Promise<Address[]> =>
  addressSchema.array().parse((await api.get('/address', { params: { limit: 200, offset: 0 } })).data.data);

export const serviceAddressesQuery = () =>
  queryOptions({ queryKey: ['address', 'service-sites'], queryFn: getServiceAddresses });
export const useServiceAddresses = (enabled: boolean) => useQuery({ ...serviceAddressesQuery(), enabled });
