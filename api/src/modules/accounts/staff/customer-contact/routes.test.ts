import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { latestCode, newPhone, type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

const sendLimits = { OTP_PER_ADDRESS_PER_HOUR: '1000', OTP_PER_ADDRESS_PER_DAY: '1000' };

describe('/admin-api/customers/{id}/contact: staff change a customer’s e-mail or phone by its code', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let sales: SignedIn;
  let asSales: ReturnType<typeof staffCalls>;

  beforeAll(async () => {
    // Every sign-up and change here asks for a code from the one test address.
    api = await startApi({ demoAccounts: true, env: sendLimits });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    sales = await staffMember(http, admin, 'sales');
    asSales = staffCalls(http, sales.accessToken);
  });
  afterAll(() => api?.close());

  const login = (user: string, password: string) => http.post('/client/auth/login', { user, password });
  const auditOf = async (customerId: number) => {
    const log = await staffCalls(http, admin).get('/audit-log?limit=50');
    expect(log.status).toBe(200);
    return (log.body.data as { entity: string; entityId: string | null }[]).filter(
      (entry) => entry.entity === 'customer' && entry.entityId === String(customerId),
    );
  };

  it('sends the code to the new phone and changes nothing until it is entered; the request is audited', async () => {
    const customer = await signUp(http);
    const wanted = newPhone();

    const asked = await asSales.put(`/customers/${customer.id}/contact`, { phone: wanted });

    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toEqual({
      id: customer.id,
      phone: customer.phone,
      email: null,
      pendingPhone: wanted,
      pendingEmail: null,
    });
    expect((await login(wanted, customer.password)).status).toBe(401);
    expect((await login(customer.phone, customer.password)).status).toBe(200);
    expect(await latestCode(http, wanted)).toMatch(/^\d{6}$/);
    expect(await auditOf(customer.id)).toEqual([
      expect.objectContaining({
        staffUserId: sales.id,
        action: 'customer.contactChangeRequested',
        before: { phone: customer.phone },
        after: { phone: wanted },
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('takes the code the customer reads out; the phone is then the customer’s, audited and told', async () => {
    const customer = await signUp(http);
    const wanted = newPhone();
    await asSales.put(`/customers/${customer.id}/contact`, { phone: wanted });

    const confirmed = await asSales.post(`/customers/${customer.id}/contact/verify`, {
      type: 'phone',
      code: await latestCode(http, wanted),
    });

    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ phone: wanted, pendingPhone: null });
    expect((await login(wanted, customer.password)).status).toBe(200);
    expect((await login(customer.phone, customer.password)).status).toBe(401);
    const told = await http.get(`/__dev/outbox?to=${customer.phone}`);
    expect(told.body.data[0]).toMatchObject({ purpose: 'CONTACT_CHANGED', code: null });
    expect((await auditOf(customer.id))[0]).toMatchObject({
      staffUserId: sales.id,
      action: 'customer.contactChanged',
      before: { phone: customer.phone },
      after: { phone: wanted, confirmedBy: 'staff' },
    });
  });

  it('audits in the staff member’s name a change the customer confirmed in the app', async () => {
    const customer = await signUp(http);
    const wanted = `contact${customer.id}@example.com`;
    await asSales.put(`/customers/${customer.id}/contact`, { email: wanted.toUpperCase() });

    const confirmed = await http.post(
      '/client/account/verify-contact-change',
      { type: 'email', code: await latestCode(http, wanted) },
      { token: customer.accessToken },
    );

    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.email).toBe(wanted);
    expect((await auditOf(customer.id))[0]).toMatchObject({
      staffUserId: sales.id,
      action: 'customer.contactChanged',
      before: { email: null },
      after: { email: wanted, confirmedBy: 'customer' },
    });
  });

  it('refuses a wrong code, an address another account has, and an unknown customer', async () => {
    const customer = await signUp(http);
    const other = await signUp(http);
    const wanted = newPhone();
    await asSales.put(`/customers/${customer.id}/contact`, { phone: wanted });
    const code = await latestCode(http, wanted);

    const wrong = await asSales.post(`/customers/${customer.id}/contact/verify`, {
      type: 'phone',
      code: code === '000000' ? '000001' : '000000',
    });
    const taken = await asSales.put(`/customers/${customer.id}/contact`, { phone: other.phone });
    const unknown = await asSales.put('/customers/999999/contact', { phone: newPhone() });
    const empty = await asSales.put(`/customers/${customer.id}/contact`, {});

    expect(envelopeOf(wrong).message).toBe('invalidOtpCode');
    expect(taken.status).toBe(409);
    expect(envelopeOf(taken).code).toBe(ErrorCode.phoneOrEmailInUse);
    expect(unknown.status).toBe(404);
    expect(envelopeOf(empty).message).toBe('adminContactChangeIsEmpty');
    expect((await asSales.get(`/customers/${customer.id}/contact`)).body.data).toMatchObject({
      phone: customer.phone,
      pendingPhone: wanted,
    });
  });

  it('takes a request back, audited; its code then changes nothing', async () => {
    const customer = await signUp(http);
    const wanted = newPhone();
    await asSales.put(`/customers/${customer.id}/contact`, { phone: wanted });
    const code = await latestCode(http, wanted);

    const cancelled = await asSales.post(`/customers/${customer.id}/contact/cancel`, { type: 'phone' });

    expect(cancelled.body.data).toMatchObject({ phone: customer.phone, pendingPhone: null });
    expect(
      (await asSales.post(`/customers/${customer.id}/contact/verify`, { type: 'phone', code })).status,
    ).toBe(400);
    expect((await auditOf(customer.id))[0]).toMatchObject({
      action: 'customer.contactChangeCancelled',
      before: { pendingPhone: wanted },
    });
  });

  it('is closed to roles without the customers area', async () => {
    const customer = await signUp(http);
    const catalogue = await staffMember(http, admin, 'catalogue');
    const answer = await staffCalls(http, catalogue.accessToken).put(`/customers/${customer.id}/contact`, {
      phone: newPhone(),
    });
    expect(answer.status).toBe(403);
    expect(envelopeOf(answer).code).toBe(ErrorCode.permissionDenied);
  });
});
