import { queryOptions, useQuery } from '@portal/shared';
import { type CustomerGroup, customerGroupSchema } from '@portal/shared/contract';
import { adminKeys } from '../query-keys';
import { staffApi } from '../staff-api';

export const getCustomerGroups = async (): Promise<CustomerGroup[]> =>
  customerGroupSchema.array().parse((await staffApi.get('/customer-groups')).data.data);
export const customerGroupsQuery = () =>
  queryOptions({ queryKey: adminKeys.customerGroups, queryFn: getCustomerGroups, staleTime: 5 * 60_000 });
export const useCustomerGroups = () => useQuery(customerGroupsQuery());
