import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { uploadPng } from '../../../../../test/images';
import { type StartedApi, startApi } from '../../../../../test/start-api';
import { businessPartnerGroupId } from '../../../../db/seed/customer-groups';
import { demoAdmin } from '../../../../db/seed/staff';

describe('business-partner requests in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let adminToken: string;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const login = await http.post('/client/auth/login', {
      user: demoAdmin.email,
      password: demoAdmin.password,
    });
    adminToken = login.body.data.access_token;
  });
  afterAll(() => api?.close());

  /** A fresh customer with a pending request; returns the customer and the request's id. */
  const pendingRequest = async (): Promise<{ customer: SignedIn; requestId: number }> => {
    const customer = await signUp(http);
    const imageUrl = await uploadPng(api.baseUrl, http, customer.accessToken);
    const sent = await http.post(
      '/client/account/request-to-be-business-partner',
      {
        imageUrl,
        firstName: 'Chan',
        lastName: 'Vuthy',
        phone1: '012 888 999',
        address: 'St. 240, Daun Penh',
        businessType: 'Coffee Shop',
        storeName: 'Brown Bean Café',
        provinceId: 12,
        districtId: 1202,
      },
      { token: customer.accessToken },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return { customer, requestId: sent.body.data.id };
  };

  it('lists pending requests with the uploaded image, province and district', async () => {
    const { requestId } = await pendingRequest();
    const list = await http.get('/admin-api/business-partner-requests?limit=50', { token: adminToken });
    expect(list.status).toBe(200);
    const row = list.body.data.find((item: { id: number }) => item.id === requestId);
    expect(row).toMatchObject({
      status: 'Pending',
      storeName: 'Brown Bean Café',
      districtName: expect.any(String),
    });
    const image = await fetch(new URL(row.imageUrl, api.baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('approving sets the customer group and credit line, notifies the customer and writes the audit row', async () => {
    const { customer, requestId } = await pendingRequest();

    const approved = await http.post(
      `/admin-api/business-partner-requests/${requestId}/approve`,
      { customerGroupId: businessPartnerGroupId, creditLineCents: 150_000 },
      { token: adminToken },
    );

    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Approved', decidedAt: expect.any(String) });
    const profile = await http.get('/client/account/profile', { token: customer.accessToken });
    expect(profile.body.data).toMatchObject({
      customerGroup: { id: businessPartnerGroupId },
      credit: { creditLine: 150_000 },
      reqBpStatus: 'Approved',
    });
    const notifications = await http.get('/client/notification-personal', { token: customer.accessToken });
    expect(JSON.stringify(notifications.body.data)).toContain('You are now a business partner');
    // Money as the shop writes it everywhere else.
    expect(JSON.stringify(notifications.body.data)).toContain('$1,500.00');
    const log = await http.get('/admin-api/audit-log?limit=1', { token: adminToken });
    expect(log.body.data[0]).toMatchObject({
      action: 'businessPartner.approve',
      entityId: String(requestId),
      before: { status: 'Pending', customerGroupId: 142, creditLineCents: null },
      after: { status: 'Approved', customerGroupId: businessPartnerGroupId, creditLineCents: 150_000 },
    });

    const again = await http.post(
      `/admin-api/business-partner-requests/${requestId}/reject`,
      { reason: 'Too late' },
      { token: adminToken },
    );
    expect(again.status).toBe(409);
    expect(envelopeOf(again).message).toBe('adminBpRequestAlreadyDecided');
  });

  it('refuses to approve into the general group', async () => {
    const { requestId } = await pendingRequest();
    const answer = await http.post(
      `/admin-api/business-partner-requests/${requestId}/approve`,
      { customerGroupId: 142, creditLineCents: 100 },
      { token: adminToken },
    );
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer)).toMatchObject({
      code: ErrorCode.validation,
      message: 'adminCustomerGroupIsRequired',
    });
  });

  it('rejecting needs a reason, keeps the customer general and tells them why', async () => {
    const { customer, requestId } = await pendingRequest();
    const blank = await http.post(
      `/admin-api/business-partner-requests/${requestId}/reject`,
      { reason: ' ' },
      { token: adminToken },
    );
    expect(envelopeOf(blank).message).toBe('adminRejectReasonIsRequired');

    const rejected = await http.post(
      `/admin-api/business-partner-requests/${requestId}/reject`,
      { reason: 'The store photo is unreadable' },
      { token: adminToken },
    );
    expect(rejected.body.data).toMatchObject({
      status: 'Rejected',
      rejectReason: 'The store photo is unreadable',
    });
    const profile = await http.get('/client/account/profile', { token: customer.accessToken });
    expect(profile.body.data).toMatchObject({ customerGroup: { id: 142 }, reqBpStatus: 'Rejected' });
    const notifications = await http.get('/client/notification-personal', { token: customer.accessToken });
    expect(JSON.stringify(notifications.body.data)).toContain('The store photo is unreadable');
  });

  it("adjusts a business partner's credit line, and refuses one for a general customer", async () => {
    const partner = await http.get('/admin-api/customers?search=dara.partner', { token: adminToken });
    const dara = partner.body.data[0];
    expect(dara).toMatchObject({ creditLineCents: 250_000, customerGroupId: businessPartnerGroupId });

    const changed = await http.put(
      `/admin-api/customers/${dara.id}/credit-line`,
      { creditLineCents: 300_000 },
      { token: adminToken },
    );
    expect(changed.body.data.creditLineCents).toBe(300_000);
    const log = await http.get('/admin-api/audit-log?limit=1', { token: adminToken });
    expect(log.body.data[0]).toMatchObject({
      action: 'customer.creditLine',
      before: { creditLineCents: 250_000 },
      after: { creditLineCents: 300_000 },
    });

    const general = await signUp(http);
    const refused = await http.put(
      `/admin-api/customers/${general.id}/credit-line`,
      { creditLineCents: 100 },
      { token: adminToken },
    );
    expect(refused.status).toBe(409);
    const negative = await http.put(
      `/admin-api/customers/${dara.id}/credit-line`,
      { creditLineCents: -1 },
      { token: adminToken },
    );
    expect(envelopeOf(negative).message).toBe('adminInvalidCreditLine');
  });
});

describe('notifications and popup banners from the back office', () => {
  let api: StartedApi;
  let http: Http;
  let adminToken: string;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    adminToken = (
      await http.post('/client/auth/login', { user: demoAdmin.phone, password: demoAdmin.password })
    ).body.data.access_token;
  });
  afterAll(() => api?.close());

  it('sends to one customer only', async () => {
    const one = await signUp(http);
    const other = await signUp(http);
    const sent = await http.post(
      '/admin-api/notifications',
      {
        audience: 'customer',
        userId: one.id,
        title: 'Your grinder is ready',
        body: 'Pick it up at the showroom.',
      },
      { token: adminToken },
    );
    expect(sent.body.data).toEqual({ recipients: 1 });
    const mine = await http.get('/client/notification-personal', { token: one.accessToken });
    const theirs = await http.get('/client/notification-personal', { token: other.accessToken });
    expect(JSON.stringify(mine.body.data)).toContain('Your grinder is ready');
    expect(JSON.stringify(theirs.body.data)).not.toContain('Your grinder is ready');
  });

  it('creates and edits a popup banner that customers then receive', async () => {
    const key = await uploadPng(api.baseUrl, http, adminToken, 'banner.png');
    const created = await http.post(
      '/admin-api/popup-banners',
      {
        title: 'Rainy-season blend',
        webImage: key,
        webRedirectLink: '/promotion/list',
        showAfterSecond: 2,
        hideAfterSecond: 8,
        isActive: true,
      },
      { token: adminToken },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    const seen = await http.get('/client/popup-banner?limit=100&offset=0&isWeb=1');
    expect(seen.body.data.find((banner: { id: number }) => banner.id === id)).toMatchObject({
      showAfterSecond: 2,
      hideAfterSecond: 8,
    });

    const edited = await http.put(
      `/admin-api/popup-banners/${id}`,
      { title: 'Rainy-season blend', webImage: key, showAfterSecond: 0, hideAfterSecond: 5, isActive: false },
      { token: adminToken },
    );
    expect(edited.body.data).toMatchObject({ showAfterSecond: 0, isActive: false });
    const after = await http.get('/client/popup-banner?limit=100&offset=0&isWeb=1');
    expect(after.body.data.some((banner: { id: number }) => banner.id === id)).toBe(false);
    const log = await http.get('/admin-api/audit-log?limit=1', { token: adminToken });
    expect(log.body.data[0]).toMatchObject({
      action: 'banner.update',
      before: { isActive: true, showAfterSecond: 2 },
      after: { isActive: false, showAfterSecond: 0 },
    });
  });
});
