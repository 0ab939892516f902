import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock, seconds } from '../../../../test/clock';
import { createHttp, type Http } from '../../../../test/http';
import { addAddress, createProduct } from '../../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { parseTlv } from '../../../platform/payments/khqr';

describe('a KHQR that expires', () => {
  const clock = createTestClock(new Date());
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock, env: { KHQR_EXPIRY_SECONDS: '60' } });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const placeOnline = async (user: SignedIn, paymentMethod = 'online_bank') => {
    const product = await createProduct(api.db, { price: 1_250, stock: 10 });
    const addressId = await addAddress(http, user);
    await http.post(
      '/client/cart/add',
      { productId: product.productId, quantity: 1 },
      { token: user.accessToken },
    );
    const placed = await http.post(
      '/client/order',
      { deliveryType: 'delivery', addressId, paymentMethod },
      { token: user.accessToken },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data;
  };
  const renew = (user: SignedIn, orderId: number) =>
    http.post(`/client/order/${orderId}/khqr`, undefined, { token: user.accessToken });

  it('expires after the configured window, with the bank app’s deep link, and a renewal gives a new QR', async () => {
    const user = await signUp(http);
    const order = await placeOnline(user);
    expect(new Date(order.paymentExpiresAt).getTime() - clock.now().getTime()).toBe(seconds(60));
    expect(order.paymentDeepLink).toBe(`sandbox-bank://pay?khqr=${encodeURIComponent(order.khqr)}`);

    const early = await renew(user, order.id);
    expect(early.status).toBe(200);
    expect(early.body.data.khqr).toBe(order.khqr);

    clock.advance(seconds(61));
    const renewed = await renew(user, order.id);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.khqr).not.toBe(order.khqr);
    expect(new Date(renewed.body.data.paymentExpiresAt).getTime()).toBe(clock.now().getTime() + seconds(60));
    expect(renewed.body.data.paymentDeepLink).toContain(encodeURIComponent(renewed.body.data.khqr));
    const tags = parseTlv(renewed.body.data.khqr);
    expect(tags['54']).toBe('12.50');
    expect(parseTlv(tags['62'] ?? '')['01']).toBe(order.paymentReference);

    expect(
      (await http.post(`/client/sandbox-gateway/charges/${order.paymentReference}/confirm`)).status,
    ).toBe(200);
    const paid = (await http.get(`/client/order/detail/${order.id}`, { token: user.accessToken })).body.data;
    expect(paid).toMatchObject({ status: 'paid_pending_delivery', khqr: null, paymentDeepLink: null });
    const afterPaid = await renew(user, order.id);
    expect(afterPaid.status).toBe(409);
    expect(afterPaid.body.message).toBe('orderIsNotAwaitingPayment');
  });

  it('renews only the buyer’s own online-bank orders', async () => {
    const owner = await signUp(http);
    const stranger = await signUp(http);
    const order = await placeOnline(owner);
    clock.advance(seconds(61));
    expect((await renew(stranger, order.id)).status).toBe(404);
    const cash = await placeOnline(owner, 'cash_on_delivery');
    expect((await renew(owner, cash.id)).status).toBe(409);
  });
});
