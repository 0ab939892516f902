import { api, useMutation, useQueryClient } from '@portal/shared';
import { type AcademyTicket, academyTicketSchema, type TrainingTicketBody } from '@portal/shared/contract';
import { academyHistoryQuery } from '../../../common/tickets';

export const requestTraining = async (body: TrainingTicketBody): Promise<AcademyTicket> =>
  academyTicketSchema.parse((await api.post('/training/ticket', body)).data.data);

export const useRequestTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academyHistoryQuery('training').queryKey }),
  });
};
