import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, type Http } from '../../../../../test/http';
import { addAddress, createProduct } from '../../../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../../../test/start-api';
import { demoAdmin } from '../../../../db/seed/staff';

describe('the delivery partner of an order', () => {
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

  const setPartner = (orderId: number, body: unknown, token = adminToken) =>
    http.put(`/admin-api/orders/${orderId}/delivery-partner`, body, { token });
  const placeOrder = async (customer: SignedIn, delivery: Record<string, unknown>) => {
    const product = await createProduct(api.db, { price: 2_000, stock: 10 });
    await http.post(
      '/client/cart/add',
      { productId: product.productId, quantity: 1 },
      { token: customer.accessToken },
    );
    const placed = await http.post(
      '/client/order',
      { paymentMethod: 'cash_on_delivery', ...delivery },
      { token: customer.accessToken },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data.id as number;
  };

  it('is set by staff with a checked phone, audit-logged, and shown to the customer', async () => {
    const customer = await signUp(http);
    const addressId = await addAddress(http, customer);
    const orderId = await placeOrder(customer, { deliveryType: 'delivery', addressId });
    const before = await http.get(`/client/order/detail/${orderId}`, { token: customer.accessToken });
    expect(before.body.data.deliveryPartner).toBeNull();

    const noName = await setPartner(orderId, { name: ' ', phone: '012 345 678' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('adminDeliveryPartnerNameIsRequired');
    const badPhone = await setPartner(orderId, { name: 'Vanna', phone: '12ab' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('invalidPhoneNumber');

    const set = await setPartner(orderId, { name: 'Vanna Express', phone: '+855 12 345 678' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.deliveryPartner).toEqual({ name: 'Vanna Express', phone: '012345678' });
    const seen = await http.get(`/client/order/detail/${orderId}`, { token: customer.accessToken });
    expect(seen.body.data.deliveryPartner).toEqual({ name: 'Vanna Express', phone: '012345678' });

    await setPartner(orderId, { name: 'Sokha Delivery', phone: '098765432' });
    const log = await http.get('/admin-api/audit-log?limit=1', { token: adminToken });
    expect(log.body.data[0]).toMatchObject({
      action: 'order.deliveryPartner',
      entity: 'order',
      entityId: String(orderId),
      before: { name: 'Vanna Express', phone: '012345678' },
      after: { name: 'Sokha Delivery', phone: '098765432' },
    });
  });

  it('is refused for a pickup order, an unknown order and a customer', async () => {
    const customer = await signUp(http);
    const addressId = await addAddress(http, customer);
    const orderId = await placeOrder(customer, { deliveryType: 'delivery', addressId });
    const body = { name: 'Vanna', phone: '012345678' };
    expect((await setPartner(orderId, body, customer.accessToken)).status).toBe(403);
    expect((await setPartner(999_999, body)).status).toBe(404);
    const [pickupOrder] = await api.db
      .updateTable('orders')
      .set({ delivery_type: 'pickup' })
      .where('id', '=', orderId)
      .returning('id')
      .execute();
    const refused = await setPartner(pickupOrder?.id ?? 0, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('adminDeliveryPartnerNeedsDelivery');
  });
});
