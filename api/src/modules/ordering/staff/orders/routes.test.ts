import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import {
  addAddress,
  createProduct,
  givePoints,
  makeBusinessPartner,
  stockOf,
} from '../../../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../../../test/start-api';
import { demoAdmin } from '../../../../db/seed/staff';

describe('orders in the back office', () => {
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

  const asAdmin = {
    get: (path: string) => http.get(`/admin-api${path}`, { token: adminToken }),
    move: (orderId: number, body: Record<string, unknown>) =>
      http.post(`/admin-api/orders/${orderId}/status`, body, { token: adminToken }),
  };

  /** A customer's order of `quantity` of a fresh product at $20, with whatever else `extra` adds to the body. */
  const placeOrder = async (
    customer: SignedIn,
    extra: Record<string, unknown> = {},
    quantity = 2,
  ): Promise<{ orderId: number; variantId: number; totalAmount: number }> => {
    const product = await createProduct(api.db, { price: 2_000, stock: 10 });
    const addressId = await addAddress(http, customer);
    await http.post(
      '/client/cart/add',
      { productId: product.productId, quantity },
      { token: customer.accessToken },
    );
    const placed = await http.post(
      '/client/order',
      { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery', ...extra },
      { token: customer.accessToken },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return {
      orderId: placed.body.data.id,
      variantId: product.variantIds[0] as number,
      totalAmount: placed.body.data.totalAmount,
    };
  };

  it('lists every customer’s orders with filters for status, payment method, days and the customer', async () => {
    const customer = await signUp(http, { firstName: 'Sokunthea' });
    const { orderId } = await placeOrder(customer);
    const byName = await asAdmin.get('/orders?customer=sokunthea');
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((order: { id: number }) => order.id)).toEqual([orderId]);
    expect(byName.body.data[0]).toMatchObject({
      status: 'pending',
      paymentMethod: 'cash_on_delivery',
      customer: { id: customer.id, firstName: 'Sokunthea', phone: expect.any(String) },
    });
    const phone = encodeURIComponent(byName.body.data[0].customer.phone);
    expect((await asAdmin.get(`/orders?customer=${phone}&status=pending`)).body.meta.total).toBe(1);
    expect((await asAdmin.get(`/orders?customer=${phone}&status=completed`)).body.meta.total).toBe(0);
    expect((await asAdmin.get(`/orders?customer=${phone}&paymentMethod=credit_line`)).body.meta.total).toBe(
      0,
    );
    expect(
      (await asAdmin.get(`/orders?customer=${phone}&startDate=2000-01-01&endDate=2000-01-02`)).body.meta
        .total,
    ).toBe(0);
    const bad = await asAdmin.get('/orders?paymentMethod=barter');
    expect(bad.status).toBe(400);
  });

  it('offers only the moves of the table, refuses the others, and takes an order through to completed', async () => {
    const customer = await signUp(http);
    const { orderId, totalAmount } = await placeOrder(customer);
    const detail = await asAdmin.get(`/orders/${orderId}`);
    expect(detail.body.data).toMatchObject({
      status: 'pending',
      nextStatuses: ['pending_delivery', 'rejected'],
      customer: { id: customer.id },
    });

    const skipped = await asAdmin.move(orderId, { status: 'completed' });
    expect(skipped.status).toBe(409);
    expect(envelopeOf(skipped)).toMatchObject({
      code: ErrorCode.conflict,
      message: 'orderStatusCannotChange',
    });

    for (const status of ['pending_delivery', 'on_delivery_pending_payment', 'delivered_pending_payment']) {
      const moved = await asAdmin.move(orderId, { status, remark: `to ${status}` });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const completed = await asAdmin.move(orderId, { status: 'completed' });
    expect(completed.body.data).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      nextStatuses: ['closed'],
    });
    expect(completed.body.data.history.at(-2)).toMatchObject({
      toStatus: 'delivered_pending_payment',
      by: 'staff',
      remark: 'to delivered_pending_payment',
    });

    // Completing credits the points (one per whole dollar), and the customer is told at every step.
    const points = await http.get('/client/point/history', { token: customer.accessToken });
    expect(points.body.data[0]).toMatchObject({ reason: 'earned', points: Math.floor(totalAmount / 100) });
    const notes = await http.get('/client/notification-personal?limit=50', { token: customer.accessToken });
    expect(notes.body.data.filter((note: { refId: number }) => note.refId === orderId)).toHaveLength(5);

    const customerView = await http.get(`/client/order/detail/${orderId}`, {
      token: customer.accessToken,
    });
    expect(customerView.body.data.history[1]).toMatchObject({ by: 'staff', remark: 'to pending_delivery' });
  });

  it('cancels with a reason, giving back stock, coupon, points and credit in one go, and writes the audit row', async () => {
    const customer = await signUp(http);
    await makeBusinessPartner(api.db, customer.id, 100_000);
    await givePoints(api.db, customer.id, 300);
    const { orderId, variantId, totalAmount } = await placeOrder(
      customer,
      { paymentMethod: 'credit_line', couponCode: 'WELCOME10', redeemPoints: 100 },
      3,
    );
    expect(await stockOf(api.db, variantId)).toBe(7);
    const customers = await asAdmin.get(`/customers?search=${encodeURIComponent(customer.phone)}`);
    expect(customers.body.data[0]).toMatchObject({
      creditUsedCents: totalAmount,
      creditAvailableCents: 100_000 - totalAmount,
    });

    await asAdmin.move(orderId, { status: 'pending_delivery' });
    const withoutReason = await asAdmin.move(orderId, { status: 'canceled' });
    expect(withoutReason.status).toBe(400);
    expect(envelopeOf(withoutReason).message).toBe('adminOrderReasonIsRequired');

    const canceled = await asAdmin.move(orderId, { status: 'canceled', remark: 'Out of delivery area' });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(await stockOf(api.db, variantId)).toBe(10);
    const profile = (await http.get('/client/account/profile', { token: customer.accessToken })).body.data;
    expect(profile.totalPoints).toBe(300);
    const credit = await http.get('/client/credit-line/check-availability?amount=1', {
      token: customer.accessToken,
    });
    expect(credit.body.data).toMatchObject({ creditLine: 100_000, availableCredit: 100_000 });
    const coupon = await http.post(
      '/client/coupon/check-availability',
      { code: 'WELCOME10' },
      { token: customer.accessToken },
    );
    expect(coupon.body.message).not.toBe('couponAlreadyUsed');

    const log = await asAdmin.get('/audit-log?limit=1');
    expect(log.body.data[0]).toMatchObject({
      action: 'order.status',
      entity: 'order',
      entityId: String(orderId),
      before: { status: 'pending_delivery' },
      after: { status: 'canceled', remark: 'Out of delivery area' },
    });
    expect((await asAdmin.move(orderId, { status: 'pending' })).status).toBe(409);
  });

  it('marks a bank transfer received, which the buyer cannot do', async () => {
    const customer = await signUp(http);
    const { orderId } = await placeOrder(customer, { paymentMethod: 'online_bank' });
    expect((await asAdmin.get(`/orders/${orderId}`)).body.data.nextStatuses).toEqual([
      'canceled',
      'paid_pending_delivery',
    ]);
    const paid = await asAdmin.move(orderId, { status: 'paid_pending_delivery', remark: 'ABA ref 7781' });
    expect(paid.body.data).toMatchObject({ status: 'paid_pending_delivery', paymentStatus: 'paid' });
  });

  it('gives the stock back once when the customer and staff cancel at the same moment', async () => {
    const customer = await signUp(http);
    const { orderId, variantId } = await placeOrder(customer, {}, 4);
    const answers = await Promise.all([
      http.put(`/client/order/${orderId}/cancel`, {}, { token: customer.accessToken }),
      asAdmin.move(orderId, { status: 'rejected', remark: 'Duplicate order' }),
      http.put(`/client/order/${orderId}/cancel`, {}, { token: customer.accessToken }),
      asAdmin.move(orderId, { status: 'rejected', remark: 'Duplicate order' }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await stockOf(api.db, variantId)).toBe(10);
  });

  it("counts today's orders and sales on the dashboard, leaving out a canceled one", async () => {
    const before = (await asAdmin.get('/dashboard')).body.data;
    const customer = await signUp(http);
    const { orderId, totalAmount } = await placeOrder(customer);
    const after = (await asAdmin.get('/dashboard')).body.data;
    expect(after.ordersToday).toBe(before.ordersToday + 1);
    expect(after.revenueTodayCents).toBe(before.revenueTodayCents + totalAmount);
    expect(after.ordersPending).toBe(before.ordersPending + 1);
    await asAdmin.move(orderId, { status: 'rejected', remark: 'Test order' });
    const rejected = (await asAdmin.get('/dashboard')).body.data;
    expect([rejected.ordersToday, rejected.revenueTodayCents]).toEqual([
      before.ordersToday,
      before.revenueTodayCents,
    ]);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await asAdmin.get('/orders/999999')).status).toBe(404);
    expect((await asAdmin.move(999999, { status: 'pending_delivery' })).status).toBe(404);
  });
});
