import { api, queryOptions, useQuery } from '@portal/shared';
import { type ServiceTicketType, serviceTicketTypeSchema } from '@portal/shared/contract';

export const getTicketTypes = async (): Promise<ServiceTicketType[]> =>
  serviceTicketTypeSchema.array().parse((await api.get('/ticket/type')).data.data);

export const ticketTypesQuery = () => queryOptions({ queryKey: ['ticket-type'], queryFn: getTicketTypes });
export const useTicketTypes = () => useQuery(ticketTypesQuery());
