import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { makeBusinessPartner } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('special-blend requests in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let sales: ReturnType<typeof staffCalls>;
  let salesStaff: SignedIn;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    salesStaff = await staffMember(http, await adminToken(http), 'sales');
    sales = staffCalls(http, salesStaff.accessToken);
  });
  afterAll(() => api?.close());

  /** A new business partner who asks for a special blend through the shop's API. */
  const partnerRequests = async (blendName = 'House espresso', quantityKg = 12) => {
    const partner = await signUp(http, { firstName: 'Dara', lastName: 'Kim' });
    await makeBusinessPartner(api.db, partner.id, 0);
    const answer = await http.post(
      '/client/customer-special-blend',
      { blendName, roast: 'dark', grind: 'espresso', arabicaPercent: 70, quantityKg, remark: 'Less acidic' },
      { token: partner.accessToken },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { partner, id: answer.body.data.id as number };
  };
  const partnerList = async (partner: SignedIn) =>
    (await http.get('/client/customer-special-blend/list?limit=20&offset=0', { token: partner.accessToken }))
      .body.data as { id: number; status: string; pricePerKg: number; totalAmount: number }[];
  const notificationsOf = async (partner: SignedIn) =>
    (await http.get('/client/notification-personal?limit=10&offset=0', { token: partner.accessToken })).body
      .data as { title: string; body: string }[];
  const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('lists a new request, newest first, with the partner, the blend, the quantity and the expected delivery', async () => {
    const first = await partnerRequests('Morning blend', 8);
    const second = await partnerRequests('Evening blend', 15);
    const listed = await sales.get('/special-blends?status=pending');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.map((row: { id: number }) => row.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(listed.body.data[0]).toMatchObject({
      id: second.id,
      status: 'pending',
      userId: second.partner.id,
      customerName: 'Dara Kim',
      phone: second.partner.phone,
      blendName: 'Evening blend',
      roast: 'dark',
      grind: 'espresso',
      arabicaPercent: 70,
      quantityKg: 15,
      requestedPricePerKgCents: 1_800,
      requestedTotalCents: 27_000,
      remark: 'Less acidic',
      expectedFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expectedTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(listed.body.meta.total).toBeGreaterThanOrEqual(2);
    expect((await sales.get(`/special-blends/${first.id}`)).body.data).toMatchObject({
      id: first.id,
      blendName: 'Morning blend',
    });
    expect(
      (await sales.get('/special-blends?status=accepted')).body.data.map((row: { id: number }) => row.id),
    ).not.toContain(first.id);
  });

  it('accepts with a price per kg and a delivery date; the partner sees it, is notified, and it is audited', async () => {
    const { partner, id } = await partnerRequests('Café signature', 10);
    const deliveryDate = tomorrowPlus(9);
    const accepted = await sales.post(`/special-blends/${id}/accept`, {
      pricePerKgCents: 1_650,
      deliveryDate,
      message: 'Roasted on Monday.',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      agreedPricePerKgCents: 1_650,
      agreedTotalCents: 16_500,
      deliveryDate,
      staffMessage: 'Roasted on Monday.',
      decidedByName: expect.any(String),
    });

    const [mine] = (await partnerList(partner)).filter((blend) => blend.id === id);
    expect(mine).toMatchObject({
      status: 'accepted',
      pricePerKg: 1_650,
      totalAmount: 16_500,
      expectedDelivery: { kind: 'day', date: deliveryDate },
      staffMessage: 'Roasted on Monday.',
    });
    const [notification] = await notificationsOf(partner);
    expect(notification?.title).toBe('Your special blend Café signature');
    expect(notification?.body).toContain('$165.00');

    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'specialBlend')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'specialBlend.accept', staff_user_id: salesStaff.id });
    expect(audit.before).toMatchObject({ status: 'pending' });
    expect(audit.after).toMatchObject({ status: 'accepted', agreedPricePerKgCents: 1_650, deliveryDate });

    const again = await sales.post(`/special-blends/${id}/reject`, { reason: 'Too late' });
    expect(again.status).toBe(409);
    expect(envelopeOf(again).message).toBe('adminSpecialBlendAlreadyDecided');
  });

  it('rejects with a reason the partner reads in the list and the notification', async () => {
    const { partner, id } = await partnerRequests('Robusta only', 6);
    const rejected = await sales.post(`/special-blends/${id}/reject`, { reason: 'No robusta this season.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'No robusta this season.' });
    const [mine] = (await partnerList(partner)).filter((blend) => blend.id === id);
    expect(mine).toMatchObject({ status: 'rejected', staffMessage: 'No robusta this season.' });
    const [notification] = await notificationsOf(partner);
    expect(notification?.body).toBe('We cannot roast Robusta only: No robusta this season.');
    const audit = await api.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'specialBlend')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('specialBlend.reject');
    expect(
      (await sales.get('/special-blends?status=rejected')).body.data.map((row: { id: number }) => row.id),
    ).toContain(id);
  });

  it.each([
    ['accept', { pricePerKgCents: 10.5, deliveryDate: '2099-01-01' }, 'adminCataloguePriceNotWholeCents'],
    ['accept', { pricePerKgCents: 0, deliveryDate: '2099-01-01' }, 'adminSpecialBlendPriceInvalid'],
    [
      'accept',
      { pricePerKgCents: 1_500, deliveryDate: '2099-02-30' },
      'adminSpecialBlendDeliveryDateInvalid',
    ],
    ['accept', { pricePerKgCents: 1_500, deliveryDate: '2001-01-01' }, 'adminSpecialBlendDeliveryDateInPast'],
    ['reject', { reason: ' ' }, 'adminSpecialBlendReasonIsRequired'],
  ])('refuses to %s with %j (%s) and changes nothing', async (action, body, key) => {
    const { id } = await partnerRequests();
    const answer = await sales.post(`/special-blends/${id}/${action}`, body);
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).message).toBe(key);
    expect((await sales.get(`/special-blends/${id}`)).body.data.status).toBe('pending');
  });

  it('answers 404 for a request that does not exist', async () => {
    const answer = await sales.post('/special-blends/2147483000/reject', { reason: 'x' });
    expect(answer.status).toBe(404);
    expect(envelopeOf(answer).message).toBe('adminSpecialBlendNotFound');
  });
});
