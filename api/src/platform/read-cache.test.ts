import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp, type Http } from '../../test/http';
import { type StartedApi, startApi } from '../../test/start-api';
import { buildApp } from '../app';
import { createDb } from '../db/connection';

describe('the read cache', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('answers settings, translations and categories with an ETag and 304', async () => {
    for (const path of [
      '/client/settings',
      '/client/localize',
      '/client/category',
      '/client/advertisement/banner',
    ]) {
      const first = await fetch(`${api.baseUrl}${path}`);
      const etag = first.headers.get('etag') as string;
      expect(etag, path).toMatch(/^".+"$/);
      const again = await fetch(`${api.baseUrl}${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
    }
  });

  // A write made outside the API reaches the cache as a notification: on a server that arrives a moment later.
  const soon = { timeout: 2000 };

  it('shows a changed setting, translation or category on the next reads', async () => {
    expect((await http.get('/client/settings')).body.data.Showroom).toBe('on');
    await api.db.updateTable('settings').set({ value: 'off' }).where('key', '=', 'Showroom').execute();
    await expect.poll(async () => (await http.get('/client/settings')).body.data.Showroom, soon).toBe('off');

    await http.get('/client/category/2');
    await api.db
      .updateTable('categories')
      .set({ name: 'Ground Coffee & Powders' })
      .where('id', '=', 2)
      .execute();
    await expect
      .poll(async () => (await http.get('/client/category/2')).body.data.name, soon)
      .toBe('Ground Coffee & Powders');
  });

  it.skipIf(!process.env.DATABASE_URL)('drops what another API process changed (LISTEN/NOTIFY)', async () => {
    const otherDb = await createDb(api.config);
    const other = buildApp({ db: otherDb, config: api.config });
    const otherUrl = await other.listen({ host: '127.0.0.1', port: 0 });
    try {
      const otherHttp = createHttp(otherUrl);
      const product = await api.db
        .selectFrom('products')
        .select('id')
        .where('key', '=', 'chemex-six-cup')
        .executeTakeFirstOrThrow();
      expect((await otherHttp.get(`/client/product/${product.id}`)).body.data.stock).toBe(12);
      // A write through the first process's connection; the second process had the product cached.
      await api.db
        .updateTable('product_variants')
        .set({ stock: 2 })
        .where('product_id', '=', product.id)
        .execute();
      await expect
        .poll(async () => (await otherHttp.get(`/client/product/${product.id}`)).body.data.stock, {
          timeout: 2000,
        })
        .toBe(2);
    } finally {
      await other.close();
      await otherDb.destroy();
    }
  });
});
