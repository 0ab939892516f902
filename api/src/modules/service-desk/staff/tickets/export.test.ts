import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { csvRecords, downloadCsv } from '../../../../../test/csv';
import { createHttp, type Http } from '../../../../../test/http';
import { adminToken, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('GET /admin-api/service-tickets/export', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let owner: SignedIn;
  const numbers: Record<string, string> = {};

  const download = (query: string, token: string, language = 'en-US') =>
    downloadCsv(`${api.baseUrl}/admin-api/service-tickets/export${query}`, token, language);

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    owner = await signUp(http, { firstName: 'ចាន់', lastName: '-Dara' });
    const [type] = await api.db.selectFrom('service_ticket_types').select('id').orderBy('id').execute();
    for (const [number, status] of [
      ['ST-REPORT-1', 'Submitted'],
      ['ST-REPORT-2', 'Completed'],
      ['ST-REPORT-3', 'Submitted'],
    ] as const) {
      const at = new Date();
      await api.db
        .insertInto('service_tickets')
        .values({
          number,
          user_id: owner.id,
          ticket_type_id: type?.id as number,
          status,
          address_name: 'Shop',
          address_detail: 'St. 1',
          preferred_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
      numbers[number] = status;
    }
  });
  afterAll(() => api?.close());

  it('has the tickets the list’s filters leave, newest first, with the customer', async () => {
    const { response, text } = await download('?status=Submitted', admin);
    expect(response.status).toBe(200);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = csvRecords(text);
    const submitted = await api.db
      .selectFrom('service_tickets')
      .select('number')
      .where('status', '=', 'Submitted')
      .orderBy('id', 'desc')
      .execute();
    expect(rows.map((row) => row['Ticket number'])).toEqual(submitted.map((ticket) => ticket.number));
    const mine = rows.find((row) => row['Ticket number'] === 'ST-REPORT-3');
    expect(mine).toMatchObject({ Status: 'Submitted', 'First name': 'ចាន់', 'Last name': "'-Dara" });
    const khmer = csvRecords(
      (await download(`?customer=${encodeURIComponent(owner.phone)}`, admin, 'km')).text,
    );
    expect(khmer).toHaveLength(3);
    expect(Object.keys(khmer[0] ?? {}).every((name) => /[\u1780-\u17FF]/.test(name))).toBe(true);
  });

  it('is for the service desk, not for sales', async () => {
    const service = await staffMember(http, admin, 'service');
    expect((await download('', service.accessToken)).response.status).toBe(200);
    const sales = await staffMember(http, admin, 'sales');
    expect((await download('', sales.accessToken)).response.status).toBe(403);
  });
});
