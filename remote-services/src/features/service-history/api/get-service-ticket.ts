import { api, queryOptions, useQuery } from '@portal/shared';
import { type ServiceTicket, serviceTicketSchema } from '@portal/shared/contract';

export const getServiceTicket = async (id: number): Promise<ServiceTicket> =>
  serviceTicketSchema.parse((await api.get(`/service/ticket/${id}`)).data.data);

export const serviceTicketQuery = (id: number) =>
  queryOptions({ queryKey: ['customer-history', 'ticket', id], queryFn: () => getServiceTicket(id) });
export const useServiceTicket = (id: number | undefined) =>
  useQuery({ ...serviceTicketQuery(id ?? 0), enabled: id !== undefined });
