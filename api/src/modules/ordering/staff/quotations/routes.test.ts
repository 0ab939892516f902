import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { packagePromotionCategoryId } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('quotation requests in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let sales: ReturnType<typeof staffCalls>;
  let salesStaff: SignedIn;
  let packageId: number;
  let packageName: string;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    salesStaff = await staffMember(http, await adminToken(http), 'sales');
    sales = staffCalls(http, salesStaff.accessToken);
    const product = await api.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('category_id', '=', packagePromotionCategoryId)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    packageId = product.id;
    packageName = product.name;
  });
  afterAll(() => api?.close());

  /** A quote request made through the shop's API, signed in when `customer` is given. */
  const requestQuote = async (customer?: SignedIn, message = 'For two cafés in BKK1') => {
    const answer = await http.post(
      '/client/quotation',
      {
        productId: packageId,
        name: 'Sokha Chan',
        phone: '012 345 678',
        company: 'Brew Lab',
        quantity: 2,
        message,
      },
      { token: customer?.accessToken },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.id as number;
  };
  const notificationsOf = async (customer: SignedIn) =>
    (await http.get('/client/notification-personal?limit=10&offset=0', { token: customer.accessToken })).body
      .data as { title: string; body: string; type: string }[];

  it('lists a new request with the customer, the package and the message', async () => {
    const customer = await signUp(http);
    const id = await requestQuote(customer);
    const listed = await sales.get('/quotations?status=new');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data[0]).toMatchObject({
      id,
      status: 'new',
      userId: customer.id,
      name: 'Sokha Chan',
      company: 'Brew Lab',
      productId: packageId,
      productName: packageName,
      quantity: 2,
      message: 'For two cafés in BKK1',
    });
    expect((await sales.get(`/quotations/${id}`)).body.data).toMatchObject({ id, status: 'new' });
    expect(
      (await sales.get('/quotations?status=answered')).body.data.map((row: { id: number }) => row.id),
    ).not.toContain(id);
  });

  it('answers with a price in cents; the customer is notified and the answer audited', async () => {
    const customer = await signUp(http);
    const id = await requestQuote(customer);
    const answered = await sales.post(`/quotations/${id}/answer`, {
      quotedPriceCents: 125_050,
      message: 'Delivery included.',
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      quotedPriceCents: 125_050,
      answerMessage: 'Delivery included.',
      answeredByName: expect.any(String),
    });
    const [notification] = await notificationsOf(customer);
    expect(notification).toMatchObject({ type: 'transaction', title: `Your quotation for ${packageName}` });
    expect(notification?.body).toContain('$1,250.50');
    expect(notification?.body).toContain('Delivery included.');
    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'quotation')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'quotation.answer', staff_user_id: salesStaff.id });
    expect(audit.after).toMatchObject({ status: 'answered', quotedPriceCents: 125_050 });

    const again = await sales.post(`/quotations/${id}/decline`, { reason: 'Too late' });
    expect(again.status).toBe(409);
    expect(envelopeOf(again).message).toBe('adminContentQuotationAlreadyClosed');
  });

  it('declines with a reason the customer reads', async () => {
    const customer = await signUp(http);
    const id = await requestQuote(customer);
    const declined = await sales.post(`/quotations/${id}/decline`, { reason: 'This package is sold out.' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data).toMatchObject({
      status: 'declined',
      declineReason: 'This package is sold out.',
    });
    const [notification] = await notificationsOf(customer);
    expect(notification?.body).toBe(`We cannot quote for ${packageName}: This package is sold out.`);
    expect(
      (await sales.get('/quotations?status=declined')).body.data.map((row: { id: number }) => row.id),
    ).toContain(id);
  });

  it('answers a guest request without a notification', async () => {
    const id = await requestQuote();
    const before = (await api.db.selectFrom('notifications').select('id').execute()).length;
    expect(
      (await sales.post(`/quotations/${id}/answer`, { quotedPriceCents: 9_900, message: 'Call us.' })).status,
    ).toBe(200);
    expect((await api.db.selectFrom('notifications').select('id').execute()).length).toBe(before);
  });

  it.each([
    ['answer', { quotedPriceCents: 10.5, message: 'x' }, 'adminCataloguePriceNotWholeCents'],
    ['answer', { quotedPriceCents: -1, message: 'x' }, 'adminCataloguePriceNegative'],
    ['answer', { quotedPriceCents: 100, message: ' ' }, 'adminContentQuotationMessageIsRequired'],
    ['decline', { reason: '' }, 'adminContentDeclineReasonIsRequired'],
  ])('refuses to %s with %j (%s) and changes nothing', async (action, body, key) => {
    const id = await requestQuote();
    const answer = await sales.post(`/quotations/${id}/${action}`, body);
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).message).toBe(key);
    expect((await sales.get(`/quotations/${id}`)).body.data.status).toBe('new');
  });

  it('answers 404 for a request that does not exist', async () => {
    const answer = await sales.post('/quotations/2147483000/answer', { quotedPriceCents: 100, message: 'x' });
    expect(answer.status).toBe(404);
    expect(envelopeOf(answer).message).toBe('adminContentQuotationNotFound');
  });

  it('counts open requests on the dashboard of a role with orders, and hides the count from others', async () => {
    await requestQuote();
    const open = Number(
      (
        await api.db
          .selectFrom('quotations')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'new')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const dashboard = (await sales.get('/dashboard')).body.data;
    expect(dashboard).toMatchObject({
      openQuotations: open,
      openServiceTickets: null,
      openAcademyRequests: null,
    });
    expect(dashboard.ordersPending).toEqual(expect.any(Number));
    expect(dashboard.pendingBpRequests).toEqual(expect.any(Number));
    const service = staffCalls(
      http,
      (await staffMember(http, await adminToken(http), 'service')).accessToken,
    );
    const serviceDashboard = (await service.get('/dashboard')).body.data;
    expect(serviceDashboard).toMatchObject({
      openQuotations: null,
      ordersPending: null,
      ordersWaitingForPayment: null,
      pendingBpRequests: null,
      openAcademyRequests: null,
    });
    expect(serviceDashboard.openServiceTickets).toEqual(expect.any(Number));
  });
});
