import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { csvRecords, downloadCsv } from '../../../../../test/csv';
import { createHttp, type Http } from '../../../../../test/http';
import { adminToken, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('GET /admin-api/audit-log/export', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;

  const download = (path: string, token: string) => downloadCsv(`${api.baseUrl}/admin-api${path}`, token);

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
  });
  afterAll(() => api?.close());

  it('has every entry newest first, the downloads themselves included', async () => {
    await staffMember(http, admin, 'sales');
    expect((await download('/customers/export?search=Srey', admin)).response.status).toBe(200);
    const { response, text } = await download('/audit-log/export', admin);
    expect(response.status).toBe(200);
    const rows = csvRecords(text);
    const entries = await api.db.selectFrom('audit_log').select(['action']).orderBy('id', 'desc').execute();
    // The log's own download is written before its rows are read.
    expect(rows.map((row) => row.Action)).toEqual(entries.map((entry) => entry.action));
    expect(rows[0]).toMatchObject({ Action: 'csv.download', Record: 'auditLog' });
    expect(rows[1]).toMatchObject({
      Action: 'csv.download',
      Record: 'customers',
      After: '{"search":"Srey"}',
    });
  });

  it('is for administrators only', async () => {
    for (const role of ['sales', 'catalogue', 'service', 'academy'] as const) {
      const member = await staffMember(http, admin, role);
      expect((await download('/audit-log/export', member.accessToken)).response.status, role).toBe(403);
    }
  });
});
