import { useMutation, useQueryClient } from '@portal/shared';
import { adminServiceTicketMoveBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';
import { type TicketMoveForm, ticketMoveBody } from '../ticket-move';

/** Checked by the contract first, so the first missing field's message shows without a round trip. */
export const moveServiceTicket = async (id: number, form: TicketMoveForm) =>
  (
    await staffApi.post(
      `/service-tickets/${id}/status`,
      adminServiceTicketMoveBodySchema.parse(ticketMoveBody(form)),
    )
  ).data.data;

export const useMoveServiceTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TicketMoveForm) => moveServiceTicket(id, form),
    onSuccess: () =>
      Promise.all(
        [adminKeys.serviceTickets, adminKeys.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
