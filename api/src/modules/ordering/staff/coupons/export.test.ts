import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { csvRecords, downloadCsv } from '../../../../../test/csv';
import { createHttp, type Http } from '../../../../../test/http';
import { addAddress, createProduct } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('GET /admin-api/coupons/export and /admin-api/coupons/uses/export', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let customer: SignedIn;
  let orderNumber: string;

  const download = (path: string, token: string, language = 'en-US') =>
    downloadCsv(`${api.baseUrl}/admin-api${path}`, token, language);

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    const sales = staffCalls(http, admin);
    for (const [code, isActive] of [
      ['EXPORT-ON', true],
      ['EXPORT-OFF', false],
    ] as const) {
      const created = await sales.post('/coupons', {
        code,
        title: `Export ${code}`,
        titleKm: 'ប័ណ្ណបញ្ចុះតម្លៃ',
        discountType: 'amount',
        discountValue: 300,
        maxDiscountCents: null,
        minOrderCents: 1_000,
        usageLimit: 10,
        usageLimitPerUser: null,
        startDate: null,
        endDate: null,
        isActive,
      });
      if (created.status !== 200) throw new Error(JSON.stringify(created.body));
    }
    const { productId } = await createProduct(api.db, { price: 3_000, stock: 100 });
    customer = await signUp(http, { firstName: 'សុខា', lastName: 'Chan' });
    await http.post('/client/cart/add', { productId, quantity: 1 }, { token: customer.accessToken });
    const addressId = await addAddress(http, customer);
    const order = await http.post(
      '/client/order',
      { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery', couponCode: 'export-on' },
      { token: customer.accessToken },
    );
    if (order.status !== 200) throw new Error(JSON.stringify(order.body));
    orderNumber = order.body.data.orderNumber;
  });
  afterAll(() => api?.close());

  it('has the coupons the list’s filters leave, newest first, with their uses', async () => {
    const { response, text } = await download('/coupons/export?status=active&search=export', admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="coupons-/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(csvRecords(text)).toEqual([
      expect.objectContaining({
        Code: 'EXPORT-ON',
        Title: 'Export EXPORT-ON',
        'Title in Khmer': 'ប័ណ្ណបញ្ចុះតម្លៃ',
        'Discount (USD or %)': '3.00',
        'Minimum order (USD)': '10.00',
        'Usage limit': '10',
        Used: '1',
        Active: 'Yes',
      }),
    ]);
    const both = csvRecords((await download('/coupons/export?search=export-o', admin)).text);
    expect(both.map((row) => row.Code)).toEqual(['EXPORT-OFF', 'EXPORT-ON']);
  });

  it('lists each use with its order and customer, a coupon’s alone when asked', async () => {
    const { response, text } = await download('/coupons/uses/export?search=export-on', admin);
    expect(response.status).toBe(200);
    expect(csvRecords(text)).toEqual([
      expect.objectContaining({
        Code: 'EXPORT-ON',
        'Order number': orderNumber,
        'First name': 'សុខា',
        'Last name': 'Chan',
        Phone: customer.phone,
        'Coupon discount (USD)': '3.00',
      }),
    ]);
    const none = csvRecords((await download('/coupons/uses/export?search=export-off', admin)).text);
    expect(none).toEqual([]);
    const khmer = (await download('/coupons/uses/export?search=export-on', admin, 'km')).text;
    expect(/[\u1780-\u17FF]/.test(khmer.split('\r\n')[0] ?? '')).toBe(true);
  });

  it('is for the sales desk, not for catalogue staff, and each download is in the audit log', async () => {
    const catalogue = await staffMember(http, admin, 'catalogue');
    expect((await download('/coupons/export', catalogue.accessToken)).response.status).toBe(403);
    expect((await download('/coupons/uses/export', catalogue.accessToken)).response.status).toBe(403);
    const logged = await api.db
      .selectFrom('audit_log')
      .select('entity')
      .where('action', '=', 'csv.download')
      .where('entity', 'in', ['coupons', 'couponUses'])
      .execute();
    expect(logged.map((row) => row.entity).sort()).toEqual([
      'couponUses',
      'couponUses',
      'couponUses',
      'coupons',
      'coupons',
    ]);
  });
});
