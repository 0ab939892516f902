import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { addAddress, createProduct } from '../../../../test/shop-fixtures';
import { adminToken } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { inTransaction } from '../../../db/transaction';
import { notifyOrderStatus } from './order-status-notice';

type OutboxMessage = { channel: string; to: string; subject: string; text: string; purpose: string };

describe('order messages (SMS or e-mail through the outbox)', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
  });
  afterAll(() => api?.close());

  /** The order messages the dev outbox holds for someone, oldest first. */
  const orderMessages = async (to: string): Promise<OutboxMessage[]> => {
    const answer = await http.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
    expect(answer.status).toBe(200);
    return (answer.body.data as OutboxMessage[]).filter((m) => m.purpose.startsWith('ORDER_')).reverse();
  };

  const placeOrder = async (
    buyer: SignedIn,
    { paymentMethod = 'cash_on_delivery', language = 'en-US', soldOut = false } = {},
  ) => {
    const product = await createProduct(api.db, { price: 1_500, stock: 10 });
    const addressId = await addAddress(http, buyer);
    await http.post(
      '/client/cart/add',
      { productId: product.productId, quantity: 1 },
      { token: buyer.accessToken },
    );
    // Sold out between the basket and the checkout.
    if (soldOut)
      await api.db
        .updateTable('product_variants')
        .set({ stock: 0 })
        .where('product_id', '=', product.productId)
        .execute();
    return http.post(
      '/client/order',
      { deliveryType: 'delivery', addressId, paymentMethod },
      { token: buyer.accessToken, headers: { 'accept-language': language } },
    );
  };

  const staffMove = (orderId: number, status: string) =>
    http.post(`/admin-api/orders/${orderId}/status`, { status }, { token: admin });

  it('queues one text message in the buyer’s language with the order number when an order is placed', async () => {
    const buyer = await signUp(http);
    const placed = await placeOrder(buyer);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const messages = await orderMessages(buyer.phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: buyer.phone, purpose: 'ORDER_PLACED' });
    expect(messages[0]?.text).toContain(placed.body.data.orderNumber);
    expect(messages[0]?.text).toMatch(/received your order/);
  });

  it('queues one on the gateway’s payment confirmation', async () => {
    const buyer = await signUp(http);
    const placed = await placeOrder(buyer, { paymentMethod: 'online_bank' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const reference = placed.body.data.paymentReference;
    expect((await http.post(`/client/sandbox-gateway/charges/${reference}/confirm`)).status).toBe(200);
    const messages = await orderMessages(buyer.phone);
    expect(messages.map((m) => m.purpose)).toEqual(['ORDER_PLACED', 'ORDER_PAID']);
    expect(messages[1]?.text).toContain(placed.body.data.orderNumber);
  });

  it('queues one when staff send the order and one when they mark it delivered, none for other moves', async () => {
    const buyer = await signUp(http);
    const placed = await placeOrder(buyer);
    const orderId = placed.body.data.id;
    for (const status of ['pending_delivery', 'on_delivery_pending_payment', 'delivered_pending_payment']) {
      const moved = await staffMove(orderId, status);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const messages = await orderMessages(buyer.phone);
    expect(messages.map((m) => m.purpose)).toEqual(['ORDER_PLACED', 'ORDER_SENT', 'ORDER_DELIVERED']);
    for (const message of messages) expect(message.text).toContain(placed.body.data.orderNumber);
  });

  it('writes to a Khmer buyer in Khmer, also when English-speaking staff move the order', async () => {
    const buyer = await signUp(http);
    const placed = await placeOrder(buyer, { language: 'km-KH' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await staffMove(placed.body.data.id, 'pending_delivery');
    await staffMove(placed.body.data.id, 'on_delivery_pending_payment');
    const messages = await orderMessages(buyer.phone);
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message.text).toMatch(/[\u1780-\u17FF]/);
      expect(message.text).toContain(placed.body.data.orderNumber);
    }
  });

  it('keeps the language the app reads the profile in', async () => {
    const buyer = await signUp(http);
    const profile = await http.get('/client/account/profile', {
      token: buyer.accessToken,
      headers: { 'accept-language': 'km-KH' },
    });
    expect(profile.status).toBe(200);
    const language = await api.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(language.language).toBe('km');
  });

  it('tells a pickup buyer when the order is ready to collect and when it was collected, never that it is on its way', async () => {
    const buyer = await signUp(http);
    const notice = { userId: buyer.id, orderId: 1, orderNumber: 'CP-PICKUP', at: new Date(), pickup: true };
    for (const status of ['pending', 'on_delivery', 'delivered'] as const)
      await inTransaction(api.db, (trx) => notifyOrderStatus(trx, { ...notice, status }));
    const texts = (await orderMessages(buyer.phone)).map((message) => message.text);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/when it is ready to collect/);
    expect(texts[1]).toMatch(/CP-PICKUP is ready to collect/);
    expect(texts[2]).toMatch(/CP-PICKUP has been collected/);
    expect(texts.join(' ')).not.toMatch(/on its way|delivered/);
  });

  it('queues nothing for a placement that fails', async () => {
    const buyer = await signUp(http);
    const refused = await placeOrder(buyer, { soldOut: true });
    expect(refused.status).toBe(409);
    expect(await orderMessages(buyer.phone)).toEqual([]);
  });

  it('queues nothing when the transaction that moved the order rolls back, and e-mails a buyer with no phone', async () => {
    const buyer = await signUp(http);
    const email = `buyer-${buyer.id}@example.com`;
    await api.db.updateTable('users').set({ phone: null, email }).where('id', '=', buyer.id).execute();
    const notice = { userId: buyer.id, orderId: 1, orderNumber: 'CP-ROLLBACK', at: new Date() };
    await expect(
      inTransaction(api.db, async (trx) => {
        await notifyOrderStatus(trx, { ...notice, status: 'on_delivery' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await orderMessages(email)).toEqual([]);

    await inTransaction(api.db, (trx) => notifyOrderStatus(trx, { ...notice, status: 'on_delivery' }));
    expect(await orderMessages(email)).toMatchObject([
      { channel: 'email', to: email, purpose: 'ORDER_SENT' },
    ]);
  });
});
