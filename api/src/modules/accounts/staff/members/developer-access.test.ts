import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { type StartedApi, startApi } from '../../../../../test/start-api';
import { demoAdmin } from '../../../../db/seed/staff';

// The `developer` permission: a staff member who has it may load a local remote inside the production portal
// (`?remote-override=`); the host's server asks this API before it lets a page do so.
describe('the developer permission', () => {
  let api: StartedApi;
  let http: Http;
  let adminToken: string;
  let sales: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const login = await http.post('/client/auth/login', {
      user: demoAdmin.phone,
      password: demoAdmin.password,
    });
    adminToken = login.body.data.access_token;
    sales = await signUp(http);
    const granted = await http.post(
      '/admin-api/staff',
      { phoneOrEmail: sales.phone, role: 'sales' },
      { token: adminToken },
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    customer = await signUp(http);
  });
  afterAll(() => api?.close());

  const access = (token?: string) => http.get('/admin-api/developer-access', { token });

  it('is not held by a staff member until an admin grants it', async () => {
    const answer = await access(sales.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ developer: false });
  });

  it('refuses a customer (403/4430) and a visitor without a token (401)', async () => {
    const refused = await access(customer.accessToken);
    expect(refused.status).toBe(403);
    expect(envelopeOf(refused).code).toBe(ErrorCode.permissionDenied);
    expect((await access()).status).toBe(401);
  });

  it('is granted and taken back by an admin only, each change in the audit log', async () => {
    const bySales = await http.put(
      `/admin-api/staff/${sales.id}/developer`,
      { developer: true },
      { token: sales.accessToken },
    );
    expect(bySales.status).toBe(403);

    const granted = await http.put(
      `/admin-api/staff/${sales.id}/developer`,
      { developer: true },
      { token: adminToken },
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect((await access(sales.accessToken)).body.data).toEqual({ developer: true });

    const audit = await http.get('/admin-api/audit-log', { token: adminToken });
    expect(audit.body.data[0]).toMatchObject({
      action: 'staff.developer',
      entityId: String(sales.id),
      after: { developer: true },
    });

    await http.put(`/admin-api/staff/${sales.id}/developer`, { developer: false }, { token: adminToken });
    expect((await access(sales.accessToken)).body.data).toEqual({ developer: false });
  });

  it('checks its body against the contract', async () => {
    const answer = await http.put(
      `/admin-api/staff/${sales.id}/developer`,
      { developer: 'yes' },
      { token: adminToken },
    );
    expect(answer.status).toBe(400);
  });

  it('answers 404 for an account that is not staff', async () => {
    const answer = await http.put(
      `/admin-api/staff/${customer.id}/developer`,
      { developer: true },
      { token: adminToken },
    );
    expect(answer.status).toBe(404);
  });
});
