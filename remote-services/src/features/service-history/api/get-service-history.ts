import { api, queryOptions, useQuery } from '@portal/shared';
import {
  type ServiceTicketStatus,
  type ServiceTicketSummary,
  serviceTicketSummarySchema,
} from '@portal/shared/contract';
import { serviceHistoryKeys } from '../../../common/api/service-history-keys';

export type ServiceHistoryPage = { tickets: ServiceTicketSummary[]; total: number };
export type ServiceHistoryFilter = { status?: ServiceTicketStatus; offset: number; limit: number };

export const getServiceHistory = async (filter: ServiceHistoryFilter): Promise<ServiceHistoryPage> => {
  const { data } = await api.get('/customer/history', {
    params: {
      limit: filter.limit,
      offset: filter.offset,
      ...(filter.status ? { status: filter.status } : {}),
    },
  });
  return {
    tickets: serviceTicketSummarySchema.array().parse(data.data),
    total: Number(data.meta?.total ?? 0),
  };
};

export const serviceHistoryQuery = (filter: ServiceHistoryFilter) =>
  queryOptions({ queryKey: serviceHistoryKeys.list(filter), queryFn: () => getServiceHistory(filter) });
export const useServiceHistory = (filter: ServiceHistoryFilter) => useQuery(serviceHistoryQuery(filter));
