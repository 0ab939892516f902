import { describe, expect, it } from '@jest/globals';
import { type AdminServiceTicketDetail, adminServiceTicketMoveBodySchema } from '@portal/shared/contract';
import { initialMoveForm, ticketMoveBody } from './ticket-move';

const form = {
  status: 'Scheduled' as const,
  remark: '',
  technicianName: 'Vannak',
  technicianPhone: '',
  visitDate: '2026-03-04',
  visitTime: '08:30',
};

describe('the ticket move panel', () => {
  it('starts a scheduled ticket with its technician and visit in Phnom Penh time', () => {
    const ticket = {
      status: 'Scheduled',
      nextStatuses: ['Scheduled', 'InProgress', 'Rejected'],
      technicianName: 'Vannak',
      technicianPhone: '012345678',
      scheduledAt: '2026-03-04T14:30:00.000Z',
    } as AdminServiceTicketDetail;
    expect(initialMoveForm(ticket)).toEqual({
      status: 'Scheduled',
      remark: '',
      technicianName: 'Vannak',
      technicianPhone: '012345678',
      visitDate: '2026-03-04',
      visitTime: '21:30',
    });
  });

  it('sends the technician and visit only when scheduling', () => {
    expect(ticketMoveBody({ ...form, status: 'InProgress', remark: 'On the way' })).toEqual({
      status: 'InProgress',
      remark: 'On the way',
    });
    expect(ticketMoveBody(form)).toMatchObject({ technicianName: 'Vannak', visitTime: '08:30' });
  });

  it('names the first missing piece before anything is sent', () => {
    const check = (body: object) =>
      adminServiceTicketMoveBodySchema.safeParse(body).error?.issues[0]?.message ?? null;
    expect(check(ticketMoveBody({ ...form, technicianName: ' ' }))).toBe('adminServiceTechnicianIsRequired');
    expect(check(ticketMoveBody({ ...form, visitTime: '22:00' }))).toBe(
      'adminServiceVisitOutsideTechnicianHours',
    );
    expect(check(ticketMoveBody({ ...form, visitTime: '06:30' }))).toBe(
      'adminServiceVisitOutsideTechnicianHours',
    );
    expect(check(ticketMoveBody({ ...form, status: 'Completed' }))).toBe('adminServiceRemarkIsRequired');
    expect(check(ticketMoveBody({ ...form, status: 'Rejected' }))).toBe('adminServiceReasonIsRequired');
    expect(check(ticketMoveBody({ ...form, technicianPhone: '+855 12 345 678' }))).toBeNull();
  });
});
