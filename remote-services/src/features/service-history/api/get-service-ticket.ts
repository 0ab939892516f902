import { api, queryOptions, useQuery } from '@portal/shared';
import { type ServiceTicket, serviceTicketSchema } from '@portal/shared/contract';
import { serviceHistoryKeys } from '../../../common/api/service-history-keys';

export const getServiceTicket = async (id: number): Promise<ServiceTicket> =>
  serviceTicketSchema.parse((await api.get(`/service/ticket/${id}`)).data.data);

export const serviceTicketQuery = (id: number) =>
  queryOptions({ queryKey: serviceHistoryKeys.ticket(id), queryFn: () => getServiceTicket(id) });
export const useServiceTicket = (id: number | undefined) =>
  useQuery({ ...serviceTicketQuery(id ?? 0), enabled: id !== undefined });
