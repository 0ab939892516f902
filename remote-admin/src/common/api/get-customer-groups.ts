import { queryOptions, useQuery } from '@portal/shared';
import { type CustomerGroup, customerGroupSchema } from '@portal/shared/contract';
import { staffApi } from '../staff-api';

export const getCustomerGroups = async (): Promise<CustomerGroup[]> =>
  customerGroupSchema.array().parse((await staffApi.get('/customer-groups')).data.data);
export const customerGroupsQuery = () =>
  queryOptions({ queryKey: ['admin', 'customer-groups'], queryFn: getCustomerGroups, staleTime: 5 * 60_000 });
export const useCustomerGroups = () => useQuery(customerGroupsQuery());
