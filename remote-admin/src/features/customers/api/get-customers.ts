import { queryOptions, useQuery } from '@portal/shared';
import { adminCustomerSchema, listEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminCustomerSchema);

export type CustomerFilter = { search: string; businessPartnersOnly: boolean; offset: number };

export const getCustomers = async ({ search, businessPartnersOnly, offset }: CustomerFilter) =>
  answerSchema.parse(
    (
      await staffApi.get('/customers', {
        params: {
          limit: 10,
          offset,
          ...(search ? { search } : {}),
          businessPartnersOnly: String(businessPartnersOnly),
        },
      })
    ).data,
  );
export const customersQuery = (filter: CustomerFilter) =>
  queryOptions({ queryKey: [...adminKeys.customers, filter], queryFn: () => getCustomers(filter) });
export const useCustomers = (filter: CustomerFilter) => useQuery(customersQuery(filter));
