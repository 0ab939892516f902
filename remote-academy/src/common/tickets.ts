import { api, queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import { type AcademyTicket, type AcademyTicketKind, academyTicketSchema } from '@portal/shared/contract';

// Training and barista requests share one history and one cancel call; both features read them from here.
export const getAcademyHistory = async (kind: AcademyTicketKind): Promise<AcademyTicket[]> => {
  const answer = await api.get('/academy/history', { params: { type: kind, limit: 50 } });
  return academyTicketSchema.array().parse(answer.data.data);
};

export const academyHistoryQuery = (kind: AcademyTicketKind) =>
  queryOptions({ queryKey: ['academy', 'history', kind], queryFn: () => getAcademyHistory(kind) });

export const useAcademyHistory = (kind: AcademyTicketKind) => useQuery(academyHistoryQuery(kind));

export const cancelAcademyTicket = async (id: number): Promise<AcademyTicket> =>
  academyTicketSchema.parse((await api.put(`/academy/ticket/${id}/cancel`)).data.data);

export const useCancelAcademyTicket = (kind: AcademyTicketKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAcademyTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academyHistoryQuery(kind).queryKey }),
  });
};
