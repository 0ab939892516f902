import {
  type AdminServiceTicketDetail,
  type AdminServiceTicketMoveInput,
  type ServiceTicketStatus,
  visitDateTime,
} from '@portal/shared/contract';

export type TicketMoveForm = {
  status: ServiceTicketStatus;
  remark: string;
  technicianName: string;
  technicianPhone: string;
  visitDate: string;
  visitTime: string;
};

/**
 * The move panel's starting values: the first status the table allows, and for a scheduled ticket its technician
 * and visit, so moving the visit only needs what changes.
 */
export const initialMoveForm = (ticket: AdminServiceTicketDetail): TicketMoveForm => {
  const visit = ticket.scheduledAt ? visitDateTime(ticket.scheduledAt) : null;
  return {
    status: ticket.nextStatuses[0] ?? ticket.status,
    remark: '',
    technicianName: ticket.technicianName ?? '',
    technicianPhone: ticket.technicianPhone ?? '',
    visitDate: visit?.date ?? '',
    visitTime: visit?.time ?? '',
  };
};

/** What is sent: the technician and the visit only when scheduling, the remark always. */
export const ticketMoveBody = (form: TicketMoveForm): AdminServiceTicketMoveInput =>
  form.status === 'Scheduled' ? form : { status: form.status, remark: form.remark };
