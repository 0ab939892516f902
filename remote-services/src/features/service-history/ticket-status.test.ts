import { describe, expect, it } from '@jest/globals';
import { canCancelTicket, canMoveTicket, serviceTicketStatuses } from '@portal/shared/contract';
import { ticketIdOf, ticketStatusView } from './ticket-status';

describe('ticket statuses', () => {
  it('offers cancel only while a ticket is not yet scheduled', () => {
    expect(serviceTicketStatuses.filter(canCancelTicket)).toEqual(['Submitted']);
  });

  it('moves forward only along the table, and finished tickets stay finished', () => {
    expect(canMoveTicket('Submitted', 'Scheduled')).toBe(true);
    expect(canMoveTicket('Scheduled', 'InProgress')).toBe(true);
    expect(canMoveTicket('InProgress', 'Completed')).toBe(true);
    expect(canMoveTicket('Submitted', 'Completed')).toBe(false);
    expect(canMoveTicket('Scheduled', 'Submitted')).toBe(false);
    for (const end of ['Completed', 'Cancelled', 'Rejected'] as const) {
      expect(serviceTicketStatuses.some((to) => canMoveTicket(end, to))).toBe(false);
    }
  });

  it('has a label for every status and reads only real ids from the detail URL', () => {
    expect(
      serviceTicketStatuses.every((status) => ticketStatusView[status].labelKey.startsWith('serviceStatus')),
    ).toBe(true);
    expect(ticketIdOf('42')).toBe(42);
    expect([null, '', '0', '-1', '1.5', 'abc', '99999999999'].map(ticketIdOf)).toEqual(
      Array(7).fill(undefined),
    );
  });
});
