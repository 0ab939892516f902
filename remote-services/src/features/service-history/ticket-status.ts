import type { ServiceTicketStatus } from '@portal/shared/contract';

/** Each status's label key and badge colour. */
export const ticketStatusView: Record<ServiceTicketStatus, { labelKey: string; color: string }> = {
  Submitted: { labelKey: 'serviceStatusSubmitted', color: 'blue' },
  Scheduled: { labelKey: 'serviceStatusScheduled', color: 'violet' },
  InProgress: { labelKey: 'serviceStatusInProgress', color: 'orange' },
  Completed: { labelKey: 'serviceStatusCompleted', color: 'green' },
  Cancelled: { labelKey: 'serviceStatusCancelled', color: 'gray' },
  Rejected: { labelKey: 'serviceStatusRejected', color: 'red' },
};

/** The ticket id of the detail page's ?id=, or undefined when it is not one. */
export const ticketIdOf = (raw: string | null) => {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
};
