import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { createProduct, placeCashOrder } from '../../../../test/shop-fixtures';
import { adminToken, staffCalls } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { anonymiseDeletedAccounts } from '../../../flows/account-deletion';

type OutboxMessage = { channel: string; text: string; purpose: string };

describe('back-in-stock alerts', () => {
  let api: StartedApi;
  let http: Http;
  let staff: ReturnType<typeof staffCalls>;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    staff = staffCalls(http, await adminToken(http));
  });
  afterAll(() => api?.close());

  const alert = (
    user: SignedIn,
    variantId: number,
    method: 'post' | 'delete' = 'post',
    language = 'en-US',
  ) => {
    const options = { token: user.accessToken, headers: { 'accept-language': language } };
    return method === 'post'
      ? http.post(`/client/variant/${variantId}/stock-alert`, undefined, options)
      : http.delete(`/client/variant/${variantId}/stock-alert`, options);
  };
  const waitingOn = (user: SignedIn, productId: number) =>
    http.get(`/client/stock-alert?productId=${productId}`, { token: user.accessToken });
  const restock = (variantId: number, quantity: number) =>
    staff.post(`/variants/${variantId}/stock-adjustments`, { quantity, reason: 'Goods received' });
  const alertMessages = async (user: SignedIn) =>
    ((await http.get(`/__dev/outbox?to=${user.phone}`)).body.data as OutboxMessage[]).filter(
      (m) => m.purpose === 'BACK_IN_STOCK',
    );
  const alertNotices = async (user: SignedIn, language = 'en-US') =>
    (
      (
        await http.get('/client/notification-personal?limit=50&offset=0', {
          token: user.accessToken,
          headers: { 'accept-language': language },
        })
      ).body.data as { title: string; body: string }[]
    ).filter((n) => n.title === 'Back in stock' || n.title === 'មានក្នុងស្តុកវិញហើយ');

  it('asks a guest to sign in and answers 404 for a variant that does not exist', async () => {
    const guest = await http.post('/client/variant/1/stock-alert');
    expect(guest.status).toBe(401);
    const user = await signUp(http);
    const unknown = await alert(user, 999_999);
    expect(unknown.status).toBe(404);
    expect(envelopeOf(unknown)).toMatchObject({
      code: ErrorCode.notFound,
      message: 'catalogueVariantNotFound',
    });
  });

  it('subscribes once however often it is asked, shows it, and cancels', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db, { stock: 0, optionValues: ['250 g', '1 kg'] });
    const [small, large] = product.variantIds as [number, number];
    expect((await waitingOn(user, product.productId)).body.data).toEqual([]);
    const first = await alert(user, small);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ variantId: small, isSubscribed: true });
    expect((await alert(user, small)).body.data).toEqual({ variantId: small, isSubscribed: true });
    expect((await waitingOn(user, product.productId)).body.data).toEqual([small]);
    const rows = await api.db
      .selectFrom('stock_alerts')
      .selectAll()
      .where('variant_id', '=', small)
      .execute();
    expect(rows).toHaveLength(1);

    const cancelled = await alert(user, small, 'delete');
    expect(cancelled.body.data).toEqual({ variantId: small, isSubscribed: false });
    expect((await waitingOn(user, product.productId)).body.data).toEqual([]);
    expect((await alert(user, large)).status).toBe(200);
    expect((await waitingOn(user, product.productId)).body.data).toEqual([large]);
  });

  it('refuses an alert on a variant that is in stock (409)', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db, { stock: 3 });
    const answer = await alert(user, product.variantIds[0] as number);
    expect(answer.status).toBe(409);
    expect(envelopeOf(answer).message).toBe('stockAlertInStock');
  });

  it('tells each subscriber once, in their language, when staff restock from 0; never again after', async () => {
    const english = await signUp(http);
    const khmer = await signUp(http);
    const bystander = await signUp(http);
    const product = await createProduct(api.db, { stock: 0 });
    const variantId = product.variantIds[0] as number;
    expect((await alert(english, variantId)).status).toBe(200);
    expect((await alert(khmer, variantId, 'post', 'km-KH')).status).toBe(200);

    expect((await restock(variantId, 5)).status).toBe(200);
    const [englishMessage, ...moreEnglish] = await alertMessages(english);
    expect(moreEnglish).toEqual([]);
    expect(englishMessage).toMatchObject({ channel: 'sms' });
    expect(englishMessage?.text).toContain('is back in stock');
    const khmerMessages = await alertMessages(khmer);
    expect(khmerMessages).toHaveLength(1);
    expect(khmerMessages[0]?.text).toMatch(/[\u1780-\u17FF]/);
    expect(await alertNotices(english)).toHaveLength(1);
    expect(await alertNotices(khmer, 'km-KH')).toMatchObject([{ title: 'មានក្នុងស្តុកវិញហើយ' }]);
    expect(await alertMessages(bystander)).toEqual([]);
    expect((await waitingOn(english, product.productId)).body.data).toEqual([]);

    // Already in stock: a further delivery tells nobody; nor does a later restock from 0.
    expect((await restock(variantId, 5)).status).toBe(200);
    expect((await restock(variantId, -10)).status).toBe(200);
    expect((await restock(variantId, 2)).status).toBe(200);
    expect(await alertMessages(english)).toHaveLength(1);
    expect(await alertMessages(khmer)).toHaveLength(1);
    expect(await alertNotices(english)).toHaveLength(1);
  });

  // One statement at a time on the embedded database: two transactions at once need the PostgreSQL server.
  (process.env.DATABASE_URL ? it : it.skip)(
    'waits for a restock in progress, then answers that the variant is in stock',
    async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { stock: 0 });
      const variantId = product.variantIds[0] as number;
      let commit = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      // Staff's restock, its transaction still open.
      const restocking = api.db.transaction().execute(async (trx) => {
        await trx.updateTable('product_variants').set({ stock: 5 }).where('id', '=', variantId).execute();
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const asking = alert(user, variantId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await restocking;
      const answer = await asking;
      expect(answer.status).toBe(409);
      expect((await waitingOn(user, product.productId)).body.data).toEqual([]);
    },
  );

  it('keeps the alert of a product staff have hidden until it is on sale and restocked again', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db, { stock: 0 });
    const variantId = product.variantIds[0] as number;
    expect((await alert(user, variantId)).status).toBe(200);
    await api.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', product.productId)
      .execute();

    expect((await restock(variantId, 5)).status).toBe(200);
    expect(await alertMessages(user)).toEqual([]);
    expect((await waitingOn(user, product.productId)).body.data).toEqual([variantId]);

    await api.db
      .updateTable('products')
      .set({ is_active: true })
      .where('id', '=', product.productId)
      .execute();
    expect((await restock(variantId, -5)).status).toBe(200);
    expect((await restock(variantId, 3)).status).toBe(200);
    expect(await alertMessages(user)).toHaveLength(1);
  });

  it('tells a subscriber when a canceled order puts a sold-out variant back on the shelf', async () => {
    const buyer = await signUp(http);
    const waiting = await signUp(http);
    const product = await createProduct(api.db, { stock: 1 });
    const variantId = product.variantIds[0] as number;
    const placed = await placeCashOrder(http, buyer, product.productId);
    expect((await alert(waiting, variantId)).status).toBe(200);
    const canceled = await http.put(`/client/order/${placed.id}/cancel`, undefined, {
      token: buyer.accessToken,
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(await alertMessages(waiting)).toHaveLength(1);
    expect(await alertNotices(waiting)).toHaveLength(1);
  });

  it('forgets a deleted account’s alerts', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db, { stock: 0 });
    expect((await alert(user, product.variantIds[0] as number)).status).toBe(200);
    await api.db
      .updateTable('users')
      .set({ delete_requested_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where('id', '=', user.id)
      .execute();
    await anonymiseDeletedAccounts(api.db, { now: () => new Date() });
    const left = await api.db.selectFrom('stock_alerts').selectAll().where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);
  });
});
