import { queryOptions, useQuery } from '@portal/shared';
import {
  adminServiceTicketSummarySchema,
  listEnvelope,
  type ServiceTicketStatus,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminServiceTicketSummarySchema);

export type TicketFilter = {
  status: ServiceTicketStatus | '';
  kind: 'checkup' | 'package' | '';
  customer: string;
  offset: number;
};

/** Only the filters that are set go into the query. */
export const ticketListParams = ({ offset, ...filters }: TicketFilter) => ({
  limit: 20,
  offset,
  ...Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ),
});

export const getServiceTickets = async (filter: TicketFilter) =>
  answerSchema.parse((await staffApi.get('/service-tickets', { params: ticketListParams(filter) })).data);

export const serviceTicketsQuery = (filter: TicketFilter) =>
  queryOptions({ queryKey: [...adminKeys.serviceTickets, filter], queryFn: () => getServiceTickets(filter) });
export const useServiceTickets = (filter: TicketFilter) => useQuery(serviceTicketsQuery(filter));
