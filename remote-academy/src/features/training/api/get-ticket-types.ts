import { api, queryOptions, useQuery } from '@portal/shared';
import { type TicketType, ticketTypeSchema } from '@portal/shared/contract';

export const getTicketTypes = async (): Promise<TicketType[]> =>
  ticketTypeSchema.array().parse((await api.get('/ticket/type/training')).data.data);

export const ticketTypesQuery = () =>
  queryOptions({ queryKey: ['academy', 'ticket-types'], queryFn: getTicketTypes });
export const useTicketTypes = () => useQuery(ticketTypesQuery());
