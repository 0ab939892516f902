import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { csvRecords, downloadCsv } from '../../../../../test/csv';
import { createHttp, type Http } from '../../../../../test/http';
import { createProduct, placeCashOrder, type TestProduct } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('GET /admin-api/orders/export', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let beans: TestProduct;
  let grinder: TestProduct;
  const placed: { id: number; orderNumber: string; userId: number; lines: { quantity: number }[] }[] = [];
  let plotter: SignedIn;
  let sokha: SignedIn;

  const download = (query: string, token: string, language = 'en-US') =>
    downloadCsv(`${api.baseUrl}/admin-api/orders/export${query}`, token, language);

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    beans = await createProduct(api.db, { price: 2_000, stock: 1_000 });
    grinder = await createProduct(api.db, { price: 15_000, stock: 1_000 });
    await api.db
      .updateTable('products')
      .set({ name: 'Kampot "pepper", roasted' })
      .where('id', '=', beans.productId)
      .execute();
    plotter = await signUp(http, {
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: '@SUM(A1)',
    });
    sokha = await signUp(http, { firstName: 'សុខា', lastName: 'ចាន់' });
    for (const [buyer, product, quantity] of [
      [plotter, beans, 2],
      [sokha, grinder, 1],
      [sokha, beans, 3],
    ] as const) {
      // Two products in one basket for the last order: its CSV has a row per line.
      if (buyer === sokha && product === beans) {
        await http.post(
          '/client/cart/add',
          { productId: grinder.productId, quantity: 1 },
          { token: buyer.accessToken },
        );
      }
      const order = await placeCashOrder(http, buyer, product.productId, quantity);
      placed.push({ id: order.id, orderNumber: order.orderNumber, userId: buyer.id, lines: order.lines });
    }
  });
  afterAll(() => api?.close());

  it('streams every order line with its order, UTF-8 with a byte-order mark, Khmer names intact', async () => {
    const { response, bytes, text } = await download('', admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRecords(text);
    const lines = placed.reduce((sum, order) => sum + order.lines.length, 0);
    expect(rows).toHaveLength(lines);
    // Newest order first, each of its lines on a row of its own.
    expect(rows.map((row) => row['Order number'])).toEqual(
      [...placed].reverse().flatMap((order) => order.lines.map(() => order.orderNumber)),
    );
    const sokhas = rows.filter((row) => row['First name'] === 'សុខា');
    expect(sokhas).toHaveLength(3);
    expect(sokhas[0]?.['Last name']).toBe('ចាន់');
    const first = rows.filter((row) => row['Order number'] === placed[0]?.orderNumber);
    expect(first.map((row) => [row.Product, row.Quantity])).toEqual([['Kampot "pepper", roasted', '2']]);
  });

  it('writes a name that looks like a formula as text', async () => {
    const { text } = await download('', admin);
    const row = csvRecords(text).find((record) => record['Order number'] === placed[0]?.orderNumber);
    expect(row?.['First name']).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row?.['Last name']).toBe("'@SUM(A1)");
  });

  it('applies the list’s filters', async () => {
    const { text } = await download(`?customer=${encodeURIComponent(sokha.phone)}&limit=20&offset=0`, admin);
    const rows = csvRecords(text);
    expect(new Set(rows.map((row) => row['Order number']))).toEqual(
      new Set(placed.filter((order) => order.userId === sokha.id).map((order) => order.orderNumber)),
    );
    expect(csvRecords((await download('?status=completed', admin)).text)).toHaveLength(0);
    expect((await download('?status=nonsense', admin)).response.status).toBe(400);
  });

  it('names its columns in the caller’s language', async () => {
    const { text } = await download('', admin, 'km-KH');
    const english = Object.keys(csvRecords((await download('', admin)).text)[0] ?? {});
    const khmer = Object.keys(csvRecords(text)[0] ?? {});
    expect(khmer).toHaveLength(english.length);
    for (const [i, name] of khmer.entries()) {
      expect({ column: english[i], khmer: /[\u1780-\u17FF]/.test(name) }).toEqual({
        column: english[i],
        khmer: true,
      });
    }
  });

  it('is only for staff who see orders, and each download is in the audit log', async () => {
    for (const role of ['catalogue', 'service', 'academy'] as const) {
      const member = await staffMember(http, admin, role);
      expect((await download('', member.accessToken)).response.status, role).toBe(403);
    }
    expect((await download('', plotter.accessToken)).response.status).toBe(403);
    expect((await fetch(`${api.baseUrl}/admin-api/orders/export`)).status).toBe(401);
    const sales = await staffMember(http, admin, 'sales');
    expect((await download('?status=pending', sales.accessToken)).response.status).toBe(200);
    const audit = (await staffCalls(http, admin).get('/audit-log?limit=5')).body.data;
    expect(audit[0]).toMatchObject({ action: 'csv.download', entity: 'orders' });
    expect(JSON.stringify(audit[0])).toContain('pending');
  });
});
