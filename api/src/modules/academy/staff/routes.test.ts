import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { uploadPng } from '../../../../test/images';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { businessPartnerGroupId } from '../../../db/seed/customer-groups';
import { demoAdmin } from '../../../db/seed/staff';

// 09:00 in Phnom Penh on Monday 3 March 2025.
const clock = createTestClock(new Date('2025-03-03T02:00:00.000Z'));

describe('the academy in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let recruiter: SignedIn;

  beforeAll(async () => {
    api = await startApi({ clock, demoAccounts: true });
    http = createHttp(api.baseUrl);
    const login = await http.post('/client/auth/login', {
      user: demoAdmin.email,
      password: demoAdmin.password,
    });
    recruiter = await signUp(http, { firstName: 'Sophea', lastName: 'Recruiter' });
    const granted = await http.post(
      '/admin-api/staff',
      { phoneOrEmail: recruiter.phone, role: 'academy' },
      { token: login.body.data.access_token },
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  });
  afterAll(() => api?.close());

  const desk = {
    get: (path: string) => http.get(`/admin-api/academy${path}`, { token: recruiter.accessToken }),
    post: (path: string, body?: unknown) =>
      http.post(`/admin-api/academy${path}`, body ?? {}, { token: recruiter.accessToken }),
    put: (path: string, body: unknown) =>
      http.put(`/admin-api/academy${path}`, body, { token: recruiter.accessToken }),
  };

  const auditOf = (entity: string, id: number) =>
    api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  const noticesOf = async (user: SignedIn) =>
    (await http.get('/client/notification-personal?limit=50', { token: user.accessToken })).body.data as {
      title: string;
      body: string;
      type: string;
    }[];

  it('moves a training request to confirmed with a remark the customer reads, notified and audited', async () => {
    const customer = await signUp(http, { firstName: 'Kanha' });
    const created = await http.post(
      '/client/training/ticket',
      { ticketTypeId: 11, numberOfPeople: 3, preferredDate: '2025-03-10' },
      { token: customer.accessToken },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;

    const pending = await desk.get('/requests?kind=training&status=Pending');
    expect(pending.status).toBe(200);
    expect(pending.body.data.find((row: { id: number }) => row.id === id)).toMatchObject({
      kind: 'training',
      status: 'Pending',
      numberOfPeople: 3,
      trainingType: { id: 11 },
      customer: { id: customer.id, firstName: 'Kanha' },
      nextStatuses: ['Confirmed', 'Rejected', 'Cancelled'],
    });
    expect(
      (await desk.get('/requests?kind=barista')).body.data.some((row: { id: number }) => row.id === id),
    ).toBe(false);
    expect((await desk.get('/requests?kind=coffee')).status).toBe(400);

    const noReason = await desk.post(`/requests/${id}/status`, { status: 'Rejected' });
    expect(envelopeOf(noReason)).toMatchObject({ statusCode: 400, message: 'adminAcademyReasonIsRequired' });
    const confirmed = await desk.post(`/requests/${id}/status`, {
      status: 'Confirmed',
      remark: 'Trainer Vanna, 8:00 at the head office',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'Confirmed',
      nextStatuses: ['Completed', 'Cancelled'],
    });
    const back = await desk.post(`/requests/${id}/status`, { status: 'Pending' });
    expect(envelopeOf(back)).toMatchObject({ statusCode: 409, message: 'academyStatusChangeNotAllowed' });

    const history = await http.get('/client/academy/history?type=training', { token: customer.accessToken });
    expect(history.body.data[0].history.at(-1)).toMatchObject({
      status: 'Confirmed',
      note: 'Trainer Vanna, 8:00 at the head office',
    });
    const notices = await noticesOf(customer);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'transaction',
      title: 'Your training request',
      body: 'Status: Confirmed. Trainer Vanna, 8:00 at the head office',
    });
    const audit = await auditOf('academyRequest', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'academyRequest.status',
      staff_user_id: recruiter.id,
      before: { status: 'Pending' },
      after: { status: 'Confirmed', remark: 'Trainer Vanna, 8:00 at the head office' },
    });
  });

  it('rejects a barista request with a reason, which the business partner reads', async () => {
    const partner = await signUp(http);
    await api.db
      .updateTable('users')
      .set({ customer_group_id: businessPartnerGroupId })
      .where('id', '=', partner.id)
      .execute();
    const created = await http.post(
      '/client/academy/ticket',
      {
        numberOfHiring: 2,
        shopName: 'Brown Leaf',
        contactPerson: 'Dara',
        contactPhone: '012 345 678',
        startDate: '2025-04-01',
      },
      { token: partner.accessToken },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const listed = await desk.get('/requests?kind=barista');
    expect(listed.body.data.find((row: { id: number }) => row.id === id)).toMatchObject({
      shopName: 'Brown Leaf',
      contactPhone: '012345678',
      customer: { id: partner.id },
    });
    const rejected = await desk.post(`/requests/${id}/status`, {
      status: 'Rejected',
      remark: 'No baristas free in April',
    });
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', nextStatuses: [] });
    const notices = await noticesOf(partner);
    expect(notices[0]).toMatchObject({
      title: 'Your barista request',
      body: 'Status: Rejected. No baristas free in April',
    });
    expect((await desk.post('/requests/2147483000/status', { status: 'Confirmed' })).status).toBe(404);
  });

  const vacancy = {
    companyName: 'Tonle Coffee',
    shopDescription: 'A riverside kiosk with a two-group machine.',
    position: 'Barista',
    location: 'Phnom Penh',
    salaryMin: 22000,
    salaryMax: 30000,
    numberOfHiring: 2,
    closingDate: '2025-04-30',
  };

  it('posts, edits and closes vacancies, refusing a bad salary range or a past closing day', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...vacancy, companyName: ' ' }, 'adminAcademyCompanyIsRequired'],
      [{ ...vacancy, salaryMax: 22000 }, 'academyMaxSalaryMustBeAboveMin'],
      [{ ...vacancy, closingDate: '2025-03-02' }, 'academyDateCannotBeInThePast'],
    ];
    for (const [body, message] of refusals) {
      const refused = await desk.post('/vacancies', body);
      expect(refused.status, message).toBe(400);
      expect(envelopeOf(refused).message).toBe(message);
    }

    const created = await desk.post('/vacancies', vacancy);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    expect(id).toBeGreaterThanOrEqual(1000);
    expect(created.body.data).toMatchObject({ ...vacancy, isOpen: true, applicationCount: 0 });
    expect((await http.get(`/client/vacancy/${id}`)).body.data).toMatchObject({
      companyName: 'Tonle Coffee',
    });

    const edited = await desk.put(`/vacancies/${id}`, { ...vacancy, numberOfHiring: 3, closingDate: null });
    expect(edited.body.data).toMatchObject({ numberOfHiring: 3, closingDate: null });

    const closed = await desk.post(`/vacancies/${id}/close`);
    expect(closed.body.data).toMatchObject({ isOpen: false });
    expect((await http.get(`/client/vacancy/${id}`)).status).toBe(404);
    expect(envelopeOf(await desk.post(`/vacancies/${id}/close`))).toMatchObject({
      statusCode: 409,
      message: 'adminAcademyVacancyAlreadyClosed',
    });
    const closedList = await desk.get('/vacancies?state=closed');
    expect(closedList.body.data.map((row: { id: number }) => row.id)).toContain(id);
    expect(
      (await desk.get('/vacancies?state=open')).body.data.map((row: { id: number }) => row.id),
    ).not.toContain(id);
    expect((await auditOf('vacancy', id)).map((row) => row.action)).toEqual([
      'vacancy.create',
      'vacancy.update',
      'vacancy.close',
    ]);
    expect((await desk.put('/vacancies/2147483000', vacancy)).status).toBe(404);
  });

  it('lists every CV, expired ones too, opens one with its applications, and moves an application by the table', async () => {
    const makeCv = async (firstName: string, phone: string) => {
      const seeker = await signUp(http);
      const photo = await uploadPng(api.baseUrl, http, seeker.accessToken, 'me.png');
      const cv = await http.post(
        '/client/candidate',
        {
          photoUrl: photo,
          firstName,
          lastName: 'Lim',
          gender: 'Male',
          birthday: '1999-01-01',
          phone,
          position: 'Barista',
          educations: [],
          experiences: [],
          skills: ['Latte art'],
          expectedSalaryMin: 20000,
          expectedSalaryMax: 30000,
        },
        { token: seeker.accessToken },
      );
      expect(cv.status, JSON.stringify(cv.body)).toBe(200);
      return { seeker, cvId: cv.body.data.id as number };
    };
    const fresh = await makeCv('Vichea', '012888701');
    const stale = await makeCv('Rithy', '012888702');
    await api.db
      .updateTable('academy_candidates')
      .set({ expires_at: new Date('2025-02-01T00:00:00Z') })
      .where('id', '=', stale.cvId)
      .execute();

    const all = await desk.get('/candidates?q=latte');
    expect(all.body.data.map((row: { id: number }) => row.id).sort()).toEqual(
      [fresh.cvId, stale.cvId].sort(),
    );
    expect((await desk.get('/candidates?state=expired&q=latte')).body.data).toEqual([
      expect.objectContaining({ id: stale.cvId, firstName: 'Rithy', expired: true }),
    ]);
    expect((await desk.get('/candidates?q=012888701')).body.data).toEqual([
      expect.objectContaining({ id: fresh.cvId, expired: false, applicationCount: 0 }),
    ]);
    const staleCv = await desk.get(`/candidates/${stale.cvId}`);
    expect(staleCv.body.data).toMatchObject({ firstName: 'Rithy', expired: true, skills: ['Latte art'] });
    expect((await desk.get('/candidates/2147483000')).status).toBe(404);

    const posted = await desk.post('/vacancies', vacancy);
    const vacancyId = posted.body.data.id as number;
    const applied = await http.post(
      '/client/apply-job',
      { vacancyId, coverNote: 'I can start Monday.' },
      { token: fresh.seeker.accessToken },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const applicationId = applied.body.data.id as number;

    const listed = await desk.get(`/vacancies/${vacancyId}/applications`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: applicationId,
        status: 'Submitted',
        coverNote: 'I can start Monday.',
        candidate: expect.objectContaining({ id: fresh.cvId, firstName: 'Vichea', phone: '012888701' }),
        nextStatuses: ['Reviewing', 'Rejected'],
      }),
    ]);
    expect((await desk.get(`/vacancies/${vacancyId}/applications?status=Hired`)).body.data).toEqual([]);

    // Withdrawing is the candidate's move; skipping steps is nobody's.
    expect((await desk.post(`/applications/${applicationId}/status`, { status: 'Withdrawn' })).status).toBe(
      409,
    );
    expect((await desk.post(`/applications/${applicationId}/status`, { status: 'Hired' })).status).toBe(409);
    const noReason = await desk.post(`/applications/${applicationId}/status`, { status: 'Rejected' });
    expect(envelopeOf(noReason).message).toBe('adminAcademyReasonIsRequired');
    await desk.post(`/applications/${applicationId}/status`, { status: 'Reviewing' });
    const interview = await desk.post(`/applications/${applicationId}/status`, {
      status: 'Interview',
      remark: 'Thursday 10:00 at the café',
    });
    expect(interview.body.data).toMatchObject({ status: 'Interview', nextStatuses: ['Hired', 'Rejected'] });

    const mine = await http.get('/client/apply-job', { token: fresh.seeker.accessToken });
    expect(mine.body.data[0].history.at(-1)).toMatchObject({
      status: 'Interview',
      note: 'Thursday 10:00 at the café',
    });
    const notices = await noticesOf(fresh.seeker);
    expect(notices.map((notice) => notice.title)).toEqual([
      'Your application for Barista at Tonle Coffee',
      'Your application for Barista at Tonle Coffee',
    ]);
    expect(notices[0]?.body).toBe('Status: Interview. Thursday 10:00 at the café');
    expect((await auditOf('jobApplication', applicationId)).map((row) => row.action)).toEqual([
      'jobApplication.status',
      'jobApplication.status',
    ]);

    const withApplications = await desk.get(`/candidates/${fresh.cvId}`);
    expect(withApplications.body.data.applications).toEqual([
      expect.objectContaining({ id: applicationId, status: 'Interview' }),
    ]);
    expect((await desk.get(`/vacancies/${vacancyId}`)).body.data.applicationCount).toBe(1);
  });

  it('keeps an academy-role staff member out of service tickets and orders', async () => {
    for (const path of ['/admin-api/service-tickets', '/admin-api/orders']) {
      const answer = await http.get(path, { token: recruiter.accessToken });
      expect(answer.status, path).toBe(403);
      expect(envelopeOf(answer).code).toBe(ErrorCode.permissionDenied);
    }
  });
});
