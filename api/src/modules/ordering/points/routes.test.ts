import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { addAddress, createProduct, givePoints } from '../../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { createOrderMoves } from '../../../flows/order-moves';

describe('/client/point/history', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const staff = () =>
    createOrderMoves({ db: api.db, clock: { now: () => new Date() }, onStockChanged: () => {} });
  const placeOrder = async (user: SignedIn, addressId: number, productId: number, redeemPoints = 0) => {
    await http.post('/client/cart/add', { productId, quantity: 2 }, { token: user.accessToken });
    const answer = await http.post(
      '/client/order',
      { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery', redeemPoints },
      { token: user.accessToken },
    );
    expect(answer.status).toBe(200);
    return answer.body.data as { id: number; orderNumber: string; totalAmount: number };
  };
  const history = (user: SignedIn, query = '') =>
    http.get(`/client/point/history${query}`, { token: user.accessToken });

  it('lists points redeemed, given back and earned, newest first, each with its order', async () => {
    const user = await signUp(http);
    await givePoints(api.db, user.id, 300);
    const addressId = await addAddress(http, user);
    const product = await createProduct(api.db, { price: 2_550, stock: 20 });

    const redeemed = await placeOrder(user, addressId, product.productId, 200);
    expect(
      (await http.put(`/client/order/${redeemed.id}/cancel`, undefined, { token: user.accessToken })).status,
    ).toBe(200);
    const completed = await placeOrder(user, addressId, product.productId);
    const orders = staff();
    for (const to of [
      'pending_delivery',
      'on_delivery_pending_payment',
      'delivered_pending_payment',
      'completed',
    ] as const) {
      await orders.changeStatus(completed.id, to, 'staff');
    }

    const answer = await history(user);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ limit: 10, offset: 0, total: 3 });
    // 2 × $25.50 = $51.00 earns 51 points.
    expect(
      answer.body.data.map((row: { reason: string; points: number; orderNumber: string }) => row),
    ).toEqual([
      expect.objectContaining({
        reason: 'earned',
        points: 51,
        orderId: completed.id,
        orderNumber: completed.orderNumber,
      }),
      expect.objectContaining({
        reason: 'refunded',
        points: 200,
        orderId: redeemed.id,
        orderNumber: redeemed.orderNumber,
      }),
      expect.objectContaining({
        reason: 'redeemed',
        points: -200,
        orderId: redeemed.id,
        orderNumber: redeemed.orderNumber,
      }),
    ]);
    expect(
      (await http.get('/client/account/profile', { token: user.accessToken })).body.data.totalPoints,
    ).toBe(351);

    const second = await history(user, '?limit=2&offset=2');
    expect(second.body.meta).toEqual({ limit: 2, offset: 2, total: 3 });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].reason).toBe('redeemed');
  });

  it("shows only the caller's own rows and needs a signed-in user", async () => {
    const stranger = await signUp(http);
    const answer = await history(stranger);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await http.get('/client/point/history')).status).toBe(401);
    expect((await history(stranger, '?limit=0')).body.message).toBe('invalidLimit');
  });
});
