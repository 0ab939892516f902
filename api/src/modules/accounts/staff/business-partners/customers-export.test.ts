import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { csvRecords, downloadCsv } from '../../../../../test/csv';
import { createHttp, type Http } from '../../../../../test/http';
import { makeBusinessPartner } from '../../../../../test/shop-fixtures';
import { adminToken, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('GET /admin-api/customers/export', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let partner: SignedIn;
  let khmer: SignedIn;

  const download = (query: string, token: string, language = 'en-US') =>
    downloadCsv(`${api.baseUrl}/admin-api/customers/export${query}`, token, language);

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    partner = await signUp(http, { firstName: '+855 Coffee', lastName: 'Shop, "Riverside"' });
    await makeBusinessPartner(api.db, partner.id, 250_000);
    khmer = await signUp(http, { firstName: 'ស្រីពេជ្រ', lastName: 'សុខ' });
  });
  afterAll(() => api?.close());

  it('has every customer the list has, in its order, Khmer names intact', async () => {
    const { response, text } = await download('', admin);
    expect(response.status).toBe(200);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = csvRecords(text);
    const listed = await api.db
      .selectFrom('users')
      .select('id')
      .where('anonymised_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => Number(row['Customer ID']))).toEqual(listed.map((user) => user.id));
    expect(rows.find((row) => Number(row['Customer ID']) === khmer.id)).toMatchObject({
      'First name': 'ស្រីពេជ្រ',
      'Last name': 'សុខ',
    });
  });

  it('takes the list’s filters: business partners alone, and the search', async () => {
    const partners = csvRecords((await download('?businessPartnersOnly=true', admin)).text);
    const expected = await api.db
      .selectFrom('users')
      .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
      .select('users.id')
      .where('customer_groups.is_business_partner', '=', true)
      .where('users.anonymised_at', 'is', null)
      .orderBy('users.id')
      .execute();
    expect(partners.map((row) => Number(row['Customer ID']))).toEqual(expected.map((user) => user.id));
    const mine = partners.find((row) => Number(row['Customer ID']) === partner.id);
    // A name that starts like a formula is written as text; the comma and quotes survive.
    expect(mine).toMatchObject({
      'First name': "'+855 Coffee",
      'Last name': 'Shop, "Riverside"',
      'Credit line (USD)': '2500.00',
      'Credit used (USD)': '0.00',
    });
    const found = csvRecords((await download(`?search=${encodeURIComponent(khmer.phone)}`, admin)).text);
    expect(found.map((row) => Number(row['Customer ID']))).toEqual([khmer.id]);
  });

  it('is for staff who see customers only', async () => {
    const sales = await staffMember(http, admin, 'sales');
    expect((await download('', sales.accessToken)).response.status).toBe(200);
    for (const role of ['catalogue', 'service', 'academy'] as const) {
      const member = await staffMember(http, admin, role);
      expect((await download('', member.accessToken)).response.status, role).toBe(403);
    }
    const khmerHeaders = csvRecords((await download('', admin, 'km')).text)[0] ?? {};
    expect(Object.keys(khmerHeaders).every((name) => /[\u1780-\u17FF]/.test(name))).toBe(true);
  });
});
