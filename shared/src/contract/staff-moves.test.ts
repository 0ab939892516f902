import { describe, expect, it } from '@jest/globals';
import {
  academyTicketStatuses,
  jobApplicationStatuses,
  staffApplicationMoves,
  staffTicketMoves,
} from './academy-status';
import {
  canCancelTicket,
  serviceTicketStatuses,
  serviceTicketTransitions,
  ticketMovesOf,
  visitDateTime,
  visitInstant,
  visitText,
} from './service';

describe('who moves a service ticket', () => {
  it('leaves cancelling to the customer and every other move of the table to the service desk', () => {
    expect(ticketMovesOf('Submitted', 'customer')).toEqual(['Cancelled']);
    expect(ticketMovesOf('Submitted', 'staff')).toEqual(['Scheduled', 'Rejected']);
    expect(ticketMovesOf('Scheduled', 'customer')).toEqual([]);
    expect(ticketMovesOf('Scheduled', 'staff')).toEqual(['Scheduled', 'InProgress', 'Rejected']);
    expect(ticketMovesOf('InProgress', 'staff')).toEqual(['Completed']);
    for (const status of serviceTicketStatuses) {
      expect([...ticketMovesOf(status, 'customer'), ...ticketMovesOf(status, 'staff')].sort()).toEqual(
        [...serviceTicketTransitions[status]].sort(),
      );
    }
    expect(serviceTicketStatuses.filter(canCancelTicket)).toEqual(['Submitted']);
  });

  it('reads a visit back in Phnom Penh time, across midnight UTC', () => {
    const late = visitInstant('2026-03-04', '21:30');
    expect(late.toISOString()).toBe('2026-03-04T14:30:00.000Z');
    expect(visitDateTime(late)).toEqual({ date: '2026-03-04', time: '21:30' });
    expect(visitText('2026-03-03T23:00:00.000Z')).toBe('04-03-2026 06:00');
  });
});

describe('who moves an academy record', () => {
  it('lets the academy desk make every move of the request table', () => {
    expect(staffTicketMoves('Pending')).toEqual(['Confirmed', 'Rejected', 'Cancelled']);
    expect(staffTicketMoves('Confirmed')).toEqual(['Completed', 'Cancelled']);
    expect(academyTicketStatuses.filter((status) => staffTicketMoves(status).length === 0)).toEqual([
      'Completed',
      'Rejected',
      'Cancelled',
    ]);
  });

  it('leaves withdrawing an application to the candidate', () => {
    expect(staffApplicationMoves('Submitted')).toEqual(['Reviewing', 'Rejected']);
    expect(staffApplicationMoves('Interview')).toEqual(['Hired', 'Rejected']);
    for (const status of jobApplicationStatuses)
      expect(staffApplicationMoves(status)).not.toContain('Withdrawn');
  });
});
