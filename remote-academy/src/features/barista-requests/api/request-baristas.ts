import { api, useMutation, useQueryClient } from '@portal/shared';
import { type AcademyTicket, academyTicketSchema, type BaristaTicketBody } from '@portal/shared/contract';
import { academyHistoryQuery } from '../../../common/tickets';

export const requestBaristas = async (body: BaristaTicketBody): Promise<AcademyTicket> =>
  academyTicketSchema.parse((await api.post('/academy/ticket', body)).data.data);

export const useRequestBaristas = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBaristas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academyHistoryQuery('barista').queryKey }),
  });
};
