import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('wishlist', () => {
  let api: StartedApi;
  let http: Http;
  const idOf = async (key: string) =>
    (await api.db.selectFrom('products').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('is for signed-in customers only', async () => {
    expect((await http.get('/client/wishlist')).status).toBe(401);
    expect((await http.post('/client/wishlist', { productId: 1 })).status).toBe(401);
  });

  it('adds favorites once, lists them newest first with prices, and removes them', async () => {
    const { accessToken: token } = await signUp(http);
    const tote = await idOf('logo-tote-bag');
    const mug = await idOf('enamel-mug');
    expect((await http.post('/client/wishlist', { productId: tote }, { token })).body.data).toEqual({
      productId: tote,
      isFavorite: true,
    });
    await http.post('/client/wishlist', { productId: tote }, { token });
    await http.post('/client/wishlist', { productId: mug }, { token });

    const list = await http.get('/client/wishlist', { token });
    expect(list.body.meta).toEqual({ limit: 10, offset: 0, total: 2 });
    expect(list.body.data.map((item: { name: string }) => item.name)).toEqual([
      'Enamel Camp Mug',
      'Canvas Tote Bag',
    ]);
    expect(list.body.data[0].price).toBe(950);
    expect((await http.get('/client/wishlist/ids', { token })).body.data).toEqual(
      [tote, mug].sort((a, b) => a - b),
    );

    const removed = await http.delete(`/client/wishlist/${tote}`, { token });
    expect(removed.body.data).toEqual({ productId: tote, isFavorite: false });
    expect((await http.get('/client/wishlist/ids', { token })).body.data).toEqual([mug]);
  });

  it('keeps each customer’s favorites apart and refuses an unknown product', async () => {
    const one = await signUp(http);
    const other = await signUp(http);
    await http.post(
      '/client/wishlist',
      { productId: await idOf('barista-apron') },
      { token: one.accessToken },
    );
    expect((await http.get('/client/wishlist/ids', { token: other.accessToken })).body.data).toEqual([]);
    const unknown = await http.post('/client/wishlist', { productId: 999999 }, { token: one.accessToken });
    expect(unknown.status).toBe(404);
  });
});
