import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock } from '../../../../test/clock';
import { csvRecords, downloadCsv } from '../../../../test/csv';
import { createHttp, type Http } from '../../../../test/http';
import { uploadPng } from '../../../../test/images';
import { adminToken, staffMember } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';

// 09:00 in Phnom Penh on Monday 3 March 2025.
const clock = createTestClock(new Date('2025-03-03T02:00:00.000Z'));

describe('the academy desk’s lists as CSV', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let customer: SignedIn;
  let vacancyId: number;

  const download = (path: string, token = admin, language = 'en-US') =>
    downloadCsv(`${api.baseUrl}/admin-api/academy${path}`, token, language);

  beforeAll(async () => {
    api = await startApi({ clock, demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    customer = await signUp(http, { firstName: 'កញ្ញា', lastName: 'Chea' });
    for (const people of [2, 4]) {
      const created = await http.post(
        '/client/training/ticket',
        { ticketTypeId: 11, numberOfPeople: people, preferredDate: '2025-03-10' },
        { token: customer.accessToken },
      );
      if (created.status !== 200) throw new Error(JSON.stringify(created.body));
    }
    const posted = await http.post(
      '/admin-api/academy/vacancies',
      {
        companyName: 'Tonle Coffee',
        shopDescription: 'A riverside kiosk with a two-group machine.',
        position: 'Barista',
        location: 'Phnom Penh',
        salaryMin: 22000,
        salaryMax: 30000,
        numberOfHiring: 2,
        closingDate: '2025-04-30',
      },
      { token: admin },
    );
    vacancyId = posted.body.data.id;
    const seeker = await signUp(http);
    const cv = await http.post(
      '/client/candidate',
      {
        photoUrl: await uploadPng(api.baseUrl, http, seeker.accessToken, 'me.png'),
        firstName: 'វិចិត្រា',
        lastName: 'Lim',
        gender: 'Male',
        birthday: '1999-01-01',
        phone: '012888711',
        position: 'Barista',
        educations: [],
        experiences: [],
        skills: ['Latte art'],
        expectedSalaryMin: 20000,
        expectedSalaryMax: 30000,
      },
      { token: seeker.accessToken },
    );
    if (cv.status !== 200) throw new Error(JSON.stringify(cv.body));
    const applied = await http.post(
      '/client/apply-job',
      { vacancyId, coverNote: 'I can start Monday.' },
      { token: seeker.accessToken },
    );
    if (applied.status !== 200) throw new Error(JSON.stringify(applied.body));
  });
  afterAll(() => api?.close());

  it('has the requests of the kind and status the list shows, newest first, with the customer', async () => {
    const { response, text } = await download('/requests/export?kind=training&status=Pending');
    expect(response.status).toBe(200);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = csvRecords(text);
    expect(rows.map((row) => row['Number of people'])).toEqual(['4', '2']);
    expect(rows[0]).toMatchObject({
      Status: 'Pending',
      'First name': 'កញ្ញា',
      'Last name': 'Chea',
      Phone: customer.phone,
      Date: '2025-03-10',
    });
    expect(csvRecords((await download('/requests/export?kind=barista')).text)).toEqual([]);
    expect((await download('/requests/export')).response.status).toBe(400);
  });

  it('has a vacancy’s applications with their candidates, headers in Khmer when asked', async () => {
    const rows = csvRecords((await download(`/vacancies/${vacancyId}/applications/export`)).text);
    expect(rows).toEqual([
      expect.objectContaining({
        Status: 'Submitted',
        'First name': 'វិចិត្រា',
        'Last name': 'Lim',
        Phone: '012888711',
        'Cover note': 'I can start Monday.',
      }),
    ]);
    const khmer = (await download(`/vacancies/${vacancyId}/applications/export`, admin, 'km')).text;
    expect(/[\u1780-\u17FF]/.test(khmer.split('\r\n')[0] ?? '')).toBe(true);
    expect((await download('/vacancies/2147483000/applications/export')).response.status).toBe(404);
  });

  it('is for the academy desk, not for sales, and each download is in the audit log', async () => {
    const sales = await staffMember(http, admin, 'sales');
    expect((await download('/requests/export?kind=training', sales.accessToken)).response.status).toBe(403);
    const logged = await api.db
      .selectFrom('audit_log')
      .select('entity')
      .where('action', '=', 'csv.download')
      .where('entity', 'in', ['academyRequests', 'jobApplications'])
      .execute();
    expect(logged.map((row) => row.entity).sort()).toEqual([
      'academyRequests',
      'academyRequests',
      'jobApplications',
      'jobApplications',
    ]);
  });
});
