import { api, useMutation, useQueryClient } from '@portal/shared';
import { type ServiceTicket, serviceTicketSchema } from '@portal/shared/contract';
import { serviceHistoryKeys } from '../../../common/api/service-history-keys';
import { serviceTicketQuery } from './get-service-ticket';

export const cancelServiceTicket = async (id: number): Promise<ServiceTicket> =>
  serviceTicketSchema.parse((await api.put(`/service/ticket/${id}/cancel`)).data.data);

export const useCancelServiceTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelServiceTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(serviceTicketQuery(ticket.id).queryKey, ticket);
      return queryClient.invalidateQueries({ queryKey: serviceHistoryKeys.all });
    },
  });
};
