import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { signUp } from '../../../../../test/accounts';
import { csvRecords, downloadCsv } from '../../../../../test/csv';
import { createHttp, type Http } from '../../../../../test/http';
import { createProduct, placeCashOrder, type TestProduct } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('GET /admin-api/variants/{id}/stock-movements/export', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let beans: TestProduct;
  let orderNumber: string;

  const download = (variantId: number, token: string, language = 'en-US') =>
    downloadCsv(`${api.baseUrl}/admin-api/variants/${variantId}/stock-movements/export`, token, language);

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    beans = await createProduct(api.db, { stock: 10 });
    const variantId = beans.variantIds[0] as number;
    const desk = staffCalls(http, admin);
    for (const [quantity, reason] of [
      [5, 'Goods received, "lot 7"'],
      [-2, '=2+3 broken bags'],
    ] as const) {
      const answer = await desk.post(`/variants/${variantId}/stock-adjustments`, { quantity, reason });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    orderNumber = (await placeCashOrder(http, await signUp(http), beans.productId, 3)).orderNumber;
  });
  afterAll(() => api?.close());

  it('has every movement of the variant, newest first, the order’s in the reader’s words', async () => {
    const { response, text } = await download(beans.variantIds[0] as number, admin);
    expect(response.status).toBe(200);
    const rows = csvRecords(text);
    expect(rows.map((row) => [row.Quantity, row['Stock after']])).toEqual([
      ['-3', '10'],
      ['-2', '13'],
      ['5', '15'],
    ]);
    expect(rows[0]).toMatchObject({ Reason: `Sold in order ${orderNumber}`, 'Order number': orderNumber });
    expect(rows[1]?.Reason).toBe("'=2+3 broken bags");
    expect(rows[2]?.Reason).toBe('Goods received, "lot 7"');
    const khmer = csvRecords((await download(beans.variantIds[0] as number, admin, 'km')).text);
    expect(khmer[0]?.[Object.keys(khmer[0] ?? {})[3] as string]).toMatch(/[\u1780-\u17FF]/);
  });

  it('is for staff who keep the stock, and knows no unknown variant', async () => {
    const sales = await staffMember(http, admin, 'sales');
    expect((await download(beans.variantIds[0] as number, sales.accessToken)).response.status).toBe(403);
    expect((await download(999_999, admin)).response.status).toBe(404);
  });
});
