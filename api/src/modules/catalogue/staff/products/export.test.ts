import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { csvRecords, downloadCsv } from '../../../../../test/csv';
import { createHttp, type Http } from '../../../../../test/http';
import { createProduct, type TestProduct } from '../../../../../test/shop-fixtures';
import { adminToken, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('GET /admin-api/products/export', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let kettle: TestProduct;

  const download = (query: string, token: string, language = 'en-US') =>
    downloadCsv(`${api.baseUrl}/admin-api/products/export${query}`, token, language);

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    kettle = await createProduct(api.db, { price: 4_550, stock: 7, optionValues: ['1 L', '2 L'] });
    await api.db
      .updateTable('products')
      .set({ name: '=Gooseneck kettle', name_km: 'កំសៀវ ក​ក្ងាន' })
      .where('id', '=', kettle.productId)
      .execute();
  });
  afterAll(() => api?.close());

  it('has a row per variant with its stock and shop price, every product of the list', async () => {
    const { response, text } = await download('', admin);
    expect(response.status).toBe(200);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = csvRecords(text);
    const variants = await api.db.selectFrom('product_variants').select(['id', 'stock', 'sku']).execute();
    expect(rows).toHaveLength(variants.length);
    const mine = rows.filter((row) => Number(row['Product ID']) === kettle.productId);
    expect(mine.map((row) => row.SKU).sort()).toEqual(
      variants
        .filter((variant) => kettle.variantIds.includes(variant.id))
        .map((variant) => variant.sku)
        .sort(),
    );
    expect(mine[0]).toMatchObject({
      Product: "'=Gooseneck kettle",
      'Product name in Khmer': 'កំសៀវ ក​ក្ងាន',
      'Price (USD)': '45.50',
      Stock: '7',
    });
  });

  it('takes the list’s search and status', async () => {
    const found = csvRecords((await download('?search=gooseneck', admin)).text);
    expect(new Set(found.map((row) => Number(row['Product ID'])))).toEqual(new Set([kettle.productId]));
    const published = csvRecords((await download('?status=published', admin)).text);
    const activeVariants = await api.db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .select('product_variants.id')
      .where('products.is_active', '=', true)
      .execute();
    expect(published).toHaveLength(activeVariants.length);
  });

  it('is for catalogue staff, not for sales', async () => {
    const catalogue = await staffMember(http, admin, 'catalogue');
    expect((await download('', catalogue.accessToken)).response.status).toBe(200);
    const sales = await staffMember(http, admin, 'sales');
    expect((await download('', sales.accessToken)).response.status).toBe(403);
  });
});
