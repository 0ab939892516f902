import { api, useMutation, useQueryClient } from '@portal/shared';
import {
  type CreateServiceTicketBody,
  type ServiceTicket,
  serviceTicketSchema,
} from '@portal/shared/contract';
import { serviceHistoryKeys } from './service-history-keys';

export const createServiceTicket = async (body: CreateServiceTicketBody): Promise<ServiceTicket> =>
  serviceTicketSchema.parse((await api.post('/service/ticket', body)).data.data);

/** A new ticket shows up in the history at once. */
export const useCreateServiceTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceHistoryKeys.all }),
  });
};
