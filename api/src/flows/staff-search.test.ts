import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../test/support/expect';
import { type SignedIn, signUp } from '../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../test/http';
import { createProduct, placeCashOrder } from '../../test/shop-fixtures';
import { adminToken, staffMember } from '../../test/staff-accounts';
import { type StartedApi, startApi } from '../../test/start-api';

describe('GET /admin-api/search: one search for staff', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let customer: SignedIn;
  let orderId: number;
  let orderNumber: string;
  let productId: number;
  let sku: string;

  const search = async (q: string, token = admin) => {
    const answer = await http.get(`/admin-api/search?q=${encodeURIComponent(q)}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as {
      orders: { id: number; orderNumber: string; customerName: string }[];
      customers: { id: number; name: string; phone: string; email: string | null }[];
      products: { id: number; name: string; sku: string | null }[];
    };
  };

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    customer = await signUp(http, { firstName: 'សុភាព', lastName: 'Keo', email: 'sophea.keo@example.com' });
    const product = await createProduct(api.db, { price: 2_500 });
    productId = product.productId;
    await api.db
      .updateTable('products')
      .set({ name: 'Mondulkiri Honey Roast', name_km: 'កាហ្វេមណ្ឌលគិរី' })
      .where('id', '=', productId)
      .execute();
    sku = (
      await api.db
        .selectFrom('product_variants')
        .select('sku')
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow()
    ).sku as string;
    const order = await placeCashOrder(http, customer, productId);
    orderId = order.id;
    orderNumber = order.orderNumber;
  });
  afterAll(() => api?.close());

  it('finds an order by its number', async () => {
    const found = await search(orderNumber);
    expect(found.orders).toEqual([expect.objectContaining({ id: orderId, orderNumber })]);
  });

  it('finds a customer and their orders by phone, in the local or the international form', async () => {
    for (const phone of [customer.phone, `+855${customer.phone.slice(1)}`, customer.phone.slice(1)]) {
      const found = await search(phone);
      expect(found.customers, phone).toEqual([
        expect.objectContaining({ id: customer.id, name: 'សុភាព Keo', phone: customer.phone }),
      ]);
      expect(
        found.orders.map((order) => order.id),
        phone,
      ).toEqual([orderId]);
    }
  });

  it('finds a customer by e-mail and by name, Khmer too', async () => {
    expect((await search('sophea.keo@')).customers.map((hit) => hit.id)).toEqual([customer.id]);
    expect((await search('សុភាព')).customers.map((hit) => hit.id)).toContain(customer.id);
  });

  it('finds a product by SKU and by its name in either language', async () => {
    expect((await search(sku)).products).toEqual([expect.objectContaining({ id: productId, sku })]);
    for (const name of ['honey roast', 'មណ្ឌលគិរី'])
      expect(
        (await search(name)).products.map((hit) => hit.id),
        name,
      ).toContain(productId);
  });

  it('shows each staff member only what their role opens, and refuses a one-letter search', async () => {
    const catalogue = await staffMember(http, admin, 'catalogue');
    const byCatalogue = await search(customer.phone, catalogue.accessToken);
    expect(byCatalogue.orders).toEqual([]);
    expect(byCatalogue.customers).toEqual([]);
    expect((await search(sku, catalogue.accessToken)).products.map((hit) => hit.id)).toEqual([productId]);
    const sales = await staffMember(http, admin, 'sales');
    expect((await search(sku, sales.accessToken)).products).toEqual([]);
    expect((await search(orderNumber, sales.accessToken)).orders.map((hit) => hit.id)).toEqual([orderId]);

    const short = await http.get('/admin-api/search?q=a', { token: admin });
    expect(short.status).toBe(400);
    expect(envelopeOf(short)).toMatchObject({ code: ErrorCode.validation });
    expect(
      (await http.get(`/admin-api/search?q=${orderNumber}`, { token: customer.accessToken })).status,
    ).toBe(403);
  });
});
