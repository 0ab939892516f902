import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { generalCustomerGroupId } from '@portal/shared/contract';
import { expect } from '../../../test/support/expect';
import { poll } from '../../../test/support/poll';
import { untilNotified } from '../../test/cache-notification';
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

  it('compresses larger answers for clients that accept it, and sends small ones as they are', async () => {
    const read = (path: string, encoding: string) =>
      fetch(`${api.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });
    const brotli = await read('/client/localize', 'gzip, br');
    const gzip = await read('/client/localize', 'gzip');
    const plain = await read('/client/localize', 'identity');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const translations = await plain.json();
    expect(await brotli.json()).toEqual(translations);
    expect(await gzip.json()).toEqual(translations);
    const settings = await read('/client/settings', 'br');
    expect(Number(settings.headers.get('content-length'))).toBeLessThan(1024);
    expect(settings.headers.get('content-encoding')).toBeNull();
  });

  it('shows a changed setting, translation or category on the next reads', async () => {
    expect((await http.get('/client/settings')).body.data.Showroom).toBe('on');
    await api.db.updateTable('settings').set({ value: 'off' }).where('key', '=', 'Showroom').execute();
    await poll(async () => (await http.get('/client/settings')).body.data.Showroom, untilNotified).toBe(
      'off',
    );

    await http.get('/client/category/2');
    await api.db
      .updateTable('categories')
      .set({ name: 'Ground Coffee & Powders' })
      .where('id', '=', 2)
      .execute();
    await poll(async () => (await http.get('/client/category/2')).body.data.name, untilNotified).toBe(
      'Ground Coffee & Powders',
    );
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'drops what another API process changed (LISTEN/NOTIFY)',
    async () => {
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
        await poll(
          async () => (await otherHttp.get(`/client/product/${product.id}`)).body.data.stock,
          untilNotified,
        ).toBe(2);
      } finally {
        await other.close();
        await otherDb.destroy();
      }
    },
  );
});

describe('the read cache and time', () => {
  it('drops a promotion price or a banner when its time comes, without any write', async () => {
    let now = new Date();
    const timed = await startApi({ clock: { now: () => now } });
    try {
      const timedHttp = createHttp(timed.baseUrl);
      const inAnHour = new Date(now.getTime() + 3_600_000);
      // Written before the first read: a notification arriving after a read would let the answer cached before
      // the write (which knows nothing of the hour) pass for the one this test is about.
      const variant = await timed.db
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select(['product_variants.id', 'product_variants.product_id'])
        .where('products.key', '=', 'monin-caramel-syrup')
        .orderBy('product_variants.id')
        .executeTakeFirstOrThrow();
      const promotion = await timed.db
        .updateTable('promotions')
        .set({ starts_at: inAnHour, ends_at: null, is_active: true })
        .where('key', '=', 'syrup-season')
        .returning('id')
        .executeTakeFirstOrThrow();
      await timed.db
        .insertInto('promotion_prices')
        .values({
          promotion_id: promotion.id,
          variant_id: variant.id,
          customer_group_id: generalCustomerGroupId,
          price_cents: 999,
        })
        .execute();
      const banner = await timed.db
        .updateTable('home_banners')
        .set({ ends_at: inAnHour })
        .where('id', '=', (eb) =>
          eb.selectFrom('home_banners').select(eb.fn.min('id').as('id')).where('is_active', '=', true),
        )
        .returning('id')
        .executeTakeFirstOrThrow();

      const price = async () =>
        (await timedHttp.get(`/client/product/${variant.product_id}`)).body.data.price;
      const banners = async () =>
        (await timedHttp.get('/client/advertisement/banner')).body.data.map(
          (slide: { id: number }) => slide.id,
        );
      // Read (and so cached) before the hour.
      expect(await price()).toBe(1125);
      expect(await banners()).toContain(banner.id);

      now = new Date(inAnHour.getTime() + 1000);
      expect(await price()).toBe(999);
      expect(await banners()).not.toContain(banner.id);
    } finally {
      await timed.close();
    }
  });
});
