import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { adminServiceTicketDetailSchema, ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createTestClock } from '../../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { type StartedApi, startApi } from '../../../../../test/start-api';
import { businessPartnerGroupId } from '../../../../db/seed/customer-groups';
import { demoAdmin } from '../../../../db/seed/staff';

// 09:00 in Phnom Penh on Monday 3 March 2025.
const clock = createTestClock(new Date('2025-03-03T02:00:00.000Z'));

describe('service tickets in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let adminToken: string;
  let service: SignedIn;

  beforeAll(async () => {
    api = await startApi({ clock, demoAccounts: true });
    http = createHttp(api.baseUrl);
    const login = await http.post('/client/auth/login', {
      user: demoAdmin.email,
      password: demoAdmin.password,
    });
    adminToken = login.body.data.access_token;
    service = await signUp(http, { firstName: 'Vannak', lastName: 'Desk' });
    const granted = await http.post(
      '/admin-api/staff',
      { phoneOrEmail: service.phone, role: 'service' },
      { token: adminToken },
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  });
  afterAll(() => api?.close());

  const desk = {
    get: (path: string) => http.get(`/admin-api${path}`, { token: service.accessToken }),
    move: (ticketId: number, body: Record<string, unknown>) =>
      http.post(`/admin-api/service-tickets/${ticketId}/status`, body, { token: service.accessToken }),
  };

  /** A business partner with a site address. */
  const partner = async (firstName = 'Srey') => {
    const user = await signUp(http, { firstName });
    await api.db
      .updateTable('users')
      .set({ customer_group_id: businessPartnerGroupId })
      .where('id', '=', user.id)
      .execute();
    const address = await http.post(
      '/client/address',
      { name: 'Brown Bean Café', addressDetail: 'St. 240, Daun Penh', provinceId: 12, districtId: 1202 },
      { token: user.accessToken },
    );
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    return { user, addressId: address.body.data.id as number };
  };

  const requestCheckup = async (firstName?: string) => {
    const { user, addressId } = await partner(firstName);
    const created = await http.post(
      '/client/service/ticket',
      {
        kind: 'checkup',
        equipmentCategoryId: 1,
        equipmentId: 1,
        brand: 'La Marzocco',
        model: 'Linea Mini',
        problem: 'The steam wand leaks.',
        photos: [],
        addressId,
        preferredDate: '2025-03-04',
        preferredTime: '08:30',
      },
      { token: user.accessToken },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return { user, ticket: created.body.data as { id: number; number: string } };
  };

  const schedule = {
    status: 'Scheduled',
    technicianName: 'Vannak Sok',
    technicianPhone: '+855 12 345 678',
    visitDate: '2025-03-04',
    visitTime: '08:30',
    remark: 'Bring a new steam wand gasket',
  };

  it('lists every customer’s tickets with status, kind and customer filters', async () => {
    const { user, ticket } = await requestCheckup('Chanthou');
    const byName = await desk.get('/service-tickets?customer=chanthou');
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
    expect(byName.body.data[0]).toMatchObject({
      number: ticket.number,
      kind: 'checkup',
      status: 'Submitted',
      technicianName: null,
      customer: { id: user.id, firstName: 'Chanthou', phone: user.phone },
    });
    expect((await desk.get(`/service-tickets?customer=${ticket.number}`)).body.meta.total).toBe(1);
    expect((await desk.get('/service-tickets?customer=chanthou&status=Submitted')).body.meta.total).toBe(1);
    expect((await desk.get('/service-tickets?customer=chanthou&status=Completed')).body.meta.total).toBe(0);
    expect((await desk.get('/service-tickets?customer=chanthou&kind=package')).body.meta.total).toBe(0);
    expect((await desk.get('/service-tickets?customer=chanthou&kind=checkup')).body.meta.total).toBe(1);
    expect((await desk.get('/service-tickets?kind=repair')).status).toBe(400);
  });

  it('shows one ticket with its customer, equipment, site, history and the moves open to the desk', async () => {
    const { user, ticket } = await requestCheckup();
    const answer = await desk.get(`/service-tickets/${ticket.id}`);
    expect(answer.status).toBe(200);
    const detail = adminServiceTicketDetailSchema.parse(answer.body.data);
    expect(detail).toMatchObject({
      number: ticket.number,
      brand: 'La Marzocco',
      model: 'Linea Mini',
      problem: 'The steam wand leaks.',
      address: { name: 'Brown Bean Café', detail: 'St. 240, Daun Penh' },
      customer: { id: user.id },
      nextStatuses: ['Scheduled', 'Rejected'],
    });
    expect(detail.history).toEqual([
      expect.objectContaining({ status: 'Submitted', by: 'customer', staffName: null }),
    ]);
    const missing = await desk.get('/service-tickets/2147483000');
    expect(envelopeOf(missing)).toMatchObject({ statusCode: 404, message: 'adminServiceTicketNotFound' });
  });

  it('schedules a technician inside technician hours, and refuses a visit outside them or in the past', async () => {
    const { ticket } = await requestCheckup();
    const auditRows = async () => (await api.db.selectFrom('audit_log').select('id').execute()).length;
    const before = await auditRows();
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...schedule, technicianName: '' }, 'adminServiceTechnicianIsRequired'],
      [{ ...schedule, technicianPhone: '12' }, 'invalidPhoneNumber'],
      [{ ...schedule, visitDate: '' }, 'adminServiceVisitDateIsRequired'],
      [{ ...schedule, visitDate: '2025-02-30' }, 'adminServiceVisitDateIsInvalid'],
      [{ ...schedule, visitTime: '06:30' }, 'adminServiceVisitOutsideTechnicianHours'],
      [{ ...schedule, visitTime: '22:00' }, 'adminServiceVisitOutsideTechnicianHours'],
      // 08:00 today has passed at 09:00.
      [{ ...schedule, visitDate: '2025-03-03', visitTime: '08:00' }, 'adminServiceVisitIsInThePast'],
    ];
    for (const [body, message] of refusals) {
      const refused = await desk.move(ticket.id, body);
      expect(refused.status, message).toBe(400);
      expect(envelopeOf(refused)).toMatchObject({ code: ErrorCode.validation, message });
    }
    expect(await auditRows()).toBe(before);

    const scheduled = await desk.move(ticket.id, schedule);
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data).toMatchObject({
      status: 'Scheduled',
      scheduledAt: '2025-03-04T01:30:00.000Z',
      technicianName: 'Vannak Sok',
      technicianPhone: '012345678',
      technicianRemark: 'Bring a new steam wand gasket',
      nextStatuses: ['Scheduled', 'InProgress', 'Rejected'],
    });
    expect(scheduled.body.data.history.at(-1)).toMatchObject({
      status: 'Scheduled',
      by: 'staff',
      staffName: 'Vannak Desk',
      remark: 'Bring a new steam wand gasket',
    });

    // The desk may move the visit: the ticket stays Scheduled with the new time and technician.
    const moved = await desk.move(ticket.id, {
      status: 'Scheduled',
      technicianName: 'Dara Chea',
      visitDate: '2025-03-05',
      visitTime: '21:30',
    });
    expect(moved.body.data).toMatchObject({
      status: 'Scheduled',
      scheduledAt: '2025-03-05T14:30:00.000Z',
      technicianName: 'Dara Chea',
      technicianPhone: null,
    });
    expect(await auditRows()).toBe(before + 2);
  });

  it('follows the ticket table to completed with the technician’s remark, notifying the customer each time and writing the audit rows', async () => {
    const { user, ticket } = await requestCheckup();
    const skipped = await desk.move(ticket.id, { status: 'Completed', remark: 'Done' });
    expect(envelopeOf(skipped)).toMatchObject({
      statusCode: 409,
      message: 'serviceTicketStatusCannotChange',
    });
    // Cancelling is the customer's move, not the desk's.
    expect((await desk.move(ticket.id, { status: 'Cancelled' })).status).toBe(409);

    expect((await desk.move(ticket.id, schedule)).status).toBe(200);
    expect((await desk.move(ticket.id, { status: 'InProgress' })).status).toBe(200);
    const noRemark = await desk.move(ticket.id, { status: 'Completed' });
    expect(envelopeOf(noRemark)).toMatchObject({ statusCode: 400, message: 'adminServiceRemarkIsRequired' });
    const completed = await desk.move(ticket.id, {
      status: 'Completed',
      remark: 'Gasket replaced, pressure back at 9 bar',
    });
    expect(completed.body.data).toMatchObject({
      status: 'Completed',
      completedAt: clock.now().toISOString(),
      nextStatuses: [],
    });
    expect((await desk.move(ticket.id, { status: 'Rejected', remark: 'Too late' })).status).toBe(409);

    // The customer reads the remark in their service history and was told at every move.
    const mine = await http.get(`/client/service/ticket/${ticket.id}`, { token: user.accessToken });
    expect(mine.body.data).toMatchObject({
      status: 'Completed',
      technicianName: 'Vannak Sok',
      technicianPhone: '012345678',
      technicianRemark: 'Gasket replaced, pressure back at 9 bar',
    });
    expect(mine.body.data.history.map((change: { status: string }) => change.status)).toEqual([
      'Submitted',
      'Scheduled',
      'InProgress',
      'Completed',
    ]);
    const notices = await http.get('/client/notification-personal?limit=50', { token: user.accessToken });
    const ours = notices.body.data.filter((note: { title: string }) => note.title.includes(ticket.number));
    expect(ours).toHaveLength(3);
    expect(ours.every((note: { type: string }) => note.type === 'transaction')).toBe(true);
    const bodies = ours.map((note: { body: string }) => note.body).join('\n');
    expect(bodies).toContain('Technician Vannak Sok will visit on 04-03-2025 08:30.');
    expect(bodies).toContain('Completed');
    expect(bodies).toContain('Gasket replaced, pressure back at 9 bar');

    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'serviceTicket')
      .where('entity_id', '=', String(ticket.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'serviceTicket.status',
      'serviceTicket.status',
      'serviceTicket.status',
    ]);
    expect(audit.every((row) => row.staff_user_id === service.id)).toBe(true);
    expect(audit.at(-1)).toMatchObject({
      before: { status: 'InProgress' },
      after: { status: 'Completed', remark: 'Gasket replaced, pressure back at 9 bar' },
    });
  });

  it('rejects only with a reason, which the customer reads in the history', async () => {
    const { user, ticket } = await requestCheckup();
    const bare = await desk.move(ticket.id, { status: 'Rejected' });
    expect(envelopeOf(bare)).toMatchObject({ statusCode: 400, message: 'adminServiceReasonIsRequired' });
    const rejected = await desk.move(ticket.id, {
      status: 'Rejected',
      remark: 'This model is serviced by its importer',
    });
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', nextStatuses: [] });
    const mine = await http.get(`/client/service/ticket/${ticket.id}`, { token: user.accessToken });
    expect(mine.body.data.history.at(-1)).toMatchObject({
      status: 'Rejected',
      remark: 'This model is serviced by its importer',
    });
  });

  it('lets a service-role staff member use tickets but not the academy or the orders', async () => {
    expect((await desk.get('/service-tickets')).status).toBe(200);
    for (const path of ['/academy/requests?kind=training', '/academy/vacancies', '/orders']) {
      const answer = await desk.get(path);
      expect(answer.status, path).toBe(403);
      expect(envelopeOf(answer)).toMatchObject({
        code: ErrorCode.permissionDenied,
        message: 'youDontHaveAPermission',
      });
    }
  });
});
