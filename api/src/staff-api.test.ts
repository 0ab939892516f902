import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode, type StaffRole, staffRoles } from '@portal/shared/contract';
import { expect } from '../../test/support/expect';
import { type SignedIn, signUp } from '../test/accounts';
import { createHttp, envelopeOf, type Http } from '../test/http';
import { type StartedApi, startApi } from '../test/start-api';
import { demoAdmin } from './db/seed/staff';

/** One call per route group, and the roles the group is open to. */
const routeGroups: { area: string; method: 'GET' | 'POST' | 'PUT'; path: string; roles: StaffRole[] }[] = [
  { area: 'dashboard', method: 'GET', path: '/admin-api/dashboard', roles: [...staffRoles] },
  { area: 'staff accounts', method: 'GET', path: '/admin-api/staff', roles: ['admin'] },
  { area: 'audit log', method: 'GET', path: '/admin-api/audit-log', roles: ['admin'] },
  { area: 'settings', method: 'GET', path: '/admin-api/settings', roles: ['admin'] },
  { area: 'notifications', method: 'POST', path: '/admin-api/notifications', roles: ['admin', 'sales'] },
  {
    area: 'business partners',
    method: 'GET',
    path: '/admin-api/business-partner-requests',
    roles: ['admin', 'sales'],
  },
  { area: 'customers', method: 'GET', path: '/admin-api/customers', roles: ['admin', 'sales'] },
  { area: 'orders', method: 'GET', path: '/admin-api/orders', roles: ['admin', 'sales'] },
  { area: 'banners', method: 'GET', path: '/admin-api/popup-banners', roles: ['admin', 'catalogue'] },
  { area: 'service tickets', method: 'GET', path: '/admin-api/service-tickets', roles: ['admin', 'service'] },
  {
    area: 'service ticket moves',
    method: 'POST',
    path: '/admin-api/service-tickets/1/status',
    roles: ['admin', 'service'],
  },
  { area: 'academy', method: 'GET', path: '/admin-api/academy/vacancies', roles: ['admin', 'academy'] },
  { area: 'releases', method: 'GET', path: '/admin-api/releases', roles: ['admin'] },
  { area: 'deploy tokens', method: 'GET', path: '/admin-api/deploy-tokens', roles: ['admin'] },
  { area: 'academy CVs', method: 'GET', path: '/admin-api/academy/candidates', roles: ['admin', 'academy'] },
  {
    area: 'academy requests',
    method: 'GET',
    path: '/admin-api/academy/requests?kind=training',
    roles: ['admin', 'academy'],
  },
  {
    area: 'vacancy posting',
    method: 'POST',
    path: '/admin-api/academy/vacancies',
    roles: ['admin', 'academy'],
  },
  { area: 'catalogue', method: 'GET', path: '/admin-api/products', roles: ['admin', 'catalogue'] },
  { area: 'catalogue edits', method: 'POST', path: '/admin-api/products', roles: ['admin', 'catalogue'] },
  { area: 'prices', method: 'PUT', path: '/admin-api/variants/1/prices', roles: ['admin', 'catalogue'] },
  {
    area: 'stock',
    method: 'POST',
    path: '/admin-api/variants/1/stock-adjustments',
    roles: ['admin', 'catalogue'],
  },
  { area: 'coupons', method: 'GET', path: '/admin-api/coupons', roles: ['admin', 'sales'] },
  { area: 'coupon edits', method: 'POST', path: '/admin-api/coupons', roles: ['admin', 'sales'] },
  { area: 'catalogue choices', method: 'GET', path: '/admin-api/catalogue-choices', roles: [...staffRoles] },
  { area: 'home banners', method: 'GET', path: '/admin-api/home-banners', roles: ['admin', 'catalogue'] },
  {
    area: 'home banner edits',
    method: 'POST',
    path: '/admin-api/home-banners',
    roles: ['admin', 'catalogue'],
  },
  {
    area: 'home banner order',
    method: 'PUT',
    path: '/admin-api/home-banners-order',
    roles: ['admin', 'catalogue'],
  },
  { area: 'showrooms', method: 'GET', path: '/admin-api/showrooms', roles: ['admin', 'catalogue'] },
  { area: 'showroom edits', method: 'POST', path: '/admin-api/showrooms', roles: ['admin', 'catalogue'] },
  { area: 'quotation requests', method: 'GET', path: '/admin-api/quotations', roles: ['admin', 'sales'] },
  {
    area: 'quotation answers',
    method: 'POST',
    path: '/admin-api/quotations/1/answer',
    roles: ['admin', 'sales'],
  },
  {
    area: 'quotation declines',
    method: 'POST',
    path: '/admin-api/quotations/1/decline',
    roles: ['admin', 'sales'],
  },
  {
    area: 'special-blend requests',
    method: 'GET',
    path: '/admin-api/special-blends',
    roles: ['admin', 'sales'],
  },
  {
    area: 'special-blend acceptances',
    method: 'POST',
    path: '/admin-api/special-blends/1/accept',
    roles: ['admin', 'sales'],
  },
  {
    area: 'special-blend rejections',
    method: 'POST',
    path: '/admin-api/special-blends/1/reject',
    roles: ['admin', 'sales'],
  },
  { area: 'categories', method: 'GET', path: '/admin-api/categories', roles: ['admin', 'catalogue'] },
  { area: 'brands', method: 'POST', path: '/admin-api/brands', roles: ['admin', 'catalogue'] },
  { area: 'promotions', method: 'GET', path: '/admin-api/promotions', roles: ['admin', 'catalogue'] },
  { area: 'promotion prices', method: 'POST', path: '/admin-api/promotions', roles: ['admin', 'catalogue'] },
];

describe('the staff API', () => {
  let api: StartedApi;
  let http: Http;
  let adminToken: string;
  const staff = new Map<StaffRole, SignedIn>();
  let customer: SignedIn;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const login = await http.post('/client/auth/login', {
      user: demoAdmin.phone,
      password: demoAdmin.password,
    });
    expect(login.status).toBe(200);
    adminToken = login.body.data.access_token;
    for (const role of staffRoles) {
      const account = await signUp(http);
      const granted = await http.post(
        '/admin-api/staff',
        { phoneOrEmail: account.phone, role },
        { token: adminToken },
      );
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
      staff.set(role, account);
    }
    customer = await signUp(http);
  });
  afterAll(() => api?.close());

  const call = (group: (typeof routeGroups)[number], token?: string) =>
    http.call(group.method, group.path, group.method === 'GET' ? undefined : {}, { token });

  describe.each(routeGroups)('$area', (group) => {
    it.each([...staffRoles])('lets the role %s in only when the area is theirs', async (role) => {
      const answer = await call(group, staff.get(role)?.accessToken);
      if (group.roles.includes(role)) {
        // A POST or PUT with an empty body passes the guard and fails validation; a GET answers.
        expect(answer.status, JSON.stringify(answer.body)).toBe(group.method === 'GET' ? 200 : 400);
      } else {
        expect(answer.status).toBe(403);
        expect(envelopeOf(answer)).toMatchObject({
          code: ErrorCode.permissionDenied,
          message: 'youDontHaveAPermission',
        });
      }
    });

    it("refuses a customer's token with 403/4430", async () => {
      const answer = await call(group, customer.accessToken);
      expect(answer.status).toBe(403);
      expect(envelopeOf(answer).code).toBe(ErrorCode.permissionDenied);
    });

    it('refuses a call without a token with 401', async () => {
      const answer = await call(group);
      expect(answer.status).toBe(401);
    });
  });

  it('names the role and its areas at /me, and refuses a customer there', async () => {
    const me = await http.get('/admin-api/me', { token: staff.get('sales')?.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role: 'sales', firstName: 'Srey' });
    expect(me.body.data.areas).toContain('businessPartners');
    expect(me.body.data.areas).not.toContain('settings');
    expect((await http.get('/admin-api/me', { token: customer.accessToken })).status).toBe(403);
  });

  it('takes a revoked role away on the next request', async () => {
    const account = await signUp(http);
    await http.post(
      '/admin-api/staff',
      { phoneOrEmail: account.phone, role: 'service' },
      { token: adminToken },
    );
    expect((await http.get('/admin-api/me', { token: account.accessToken })).status).toBe(200);
    const revoked = await http.delete(`/admin-api/staff/${account.id}`, { token: adminToken });
    expect(revoked.status).toBe(200);
    expect((await http.get('/admin-api/me', { token: account.accessToken })).status).toBe(403);
  });

  it('writes every change to the audit log with who, what, before and after', async () => {
    const changed = await http.put(
      '/admin-api/settings',
      { key: 'enableAcademy', value: 'off' },
      { token: adminToken },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.enableAcademy).toBe('off');
    expect((await http.get('/client/settings')).body.data.enableAcademy).toBe('off');

    const log = await http.get('/admin-api/audit-log?limit=1', { token: adminToken });
    expect(log.body.data[0]).toMatchObject({
      action: 'setting.change',
      entity: 'setting',
      entityId: 'enableAcademy',
      staffName: `${demoAdmin.first_name} ${demoAdmin.last_name}`,
      before: { value: 'on' },
      after: { value: 'off' },
    });
    await http.put('/admin-api/settings', { key: 'enableAcademy', value: 'on' }, { token: adminToken });
  });

  it('serves a switch changed by staff from the very next GET /client/settings', async () => {
    for (let round = 0; round < 10; round++) {
      for (const value of ['off', 'on']) {
        await http.put('/admin-api/settings', { key: 'enableAcademy', value }, { token: adminToken });
        expect((await http.get('/client/settings')).body.data.enableAcademy).toBe(value);
      }
    }
  });

  it('writes nothing, not even the audit row, when the change fails', async () => {
    const before = await api.db.selectFrom('audit_log').select('id').execute();
    const answer = await http.put(
      '/admin-api/customers/2147483000/credit-line',
      { creditLineCents: 100 },
      { token: adminToken },
    );
    expect(answer.status).toBe(404);
    expect(await api.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
  });
});
