import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { poll } from '../../../../../test/support/poll';
import { untilNotified } from '../../../../test/cache-notification';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('promotions, showrooms, home banners and quotations', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('lists the running promotions with their products at promotion prices', async () => {
    const answer = await http.get('/client/promotion');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((promotion: { title: string }) => promotion.title)).toEqual([
      'Mondulkiri harvest week',
      'Syrup season',
    ]);
    const syrups = answer.body.data[1].products;
    expect(
      syrups.map((product: { price: number; compareAtPrice: number }) => [
        product.price,
        product.compareAtPrice,
      ]),
    ).toEqual([
      [1125, 1250],
      [1125, 1250],
    ]);
    await api.db
      .updateTable('promotions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('key', '=', 'syrup-season')
      .execute();
    await poll(async () => (await http.get('/client/promotion')).body.meta.total, untilNotified).toBe(1);
  });

  it('lists showrooms, head office first, and answers one', async () => {
    const list = await http.get('/client/showroom');
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data[0]).toMatchObject({ isHeadOffice: true, phone: '023 900 111' });
    const one = await http.get(`/client/showroom/${list.body.data[1].id}`, {
      headers: { 'accept-language': 'km-KH' },
    });
    expect(one.body.data.name).toBe('បន្ទប់តាំងបង្ហាញ ទួលគោក');
    expect((await http.get('/client/showroom/999999')).status).toBe(404);
  });

  it('serves the home slider with picture sizes', async () => {
    const answer = await http.get('/client/advertisement/banner');
    expect(answer.body.data).toHaveLength(3);
    expect(answer.body.data[0]).toMatchObject({ width: 1200, height: 400, link: '/promotion/list' });
    const picture = await fetch(new URL(answer.body.data[0].imageUrl, api.baseUrl));
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('takes a quote request for a package promotion only', async () => {
    const pkg = await api.db
      .selectFrom('products')
      .select('id')
      .where('key', '=', 'cafe-starter-package')
      .executeTakeFirstOrThrow();
    const beans = await api.db
      .selectFrom('products')
      .select('id')
      .where('key', '=', 'colombia-supremo')
      .executeTakeFirstOrThrow();
    const request = {
      productId: pkg.id,
      name: 'Lina Chea',
      phone: '012 345 999',
      quantity: 1,
      message: 'Opening in May',
    };
    const answer = await http.post('/client/quotation', request);
    expect(answer.status).toBe(200);
    expect(answer.body.data.productId).toBe(pkg.id);
    const stored = await api.db
      .selectFrom('quotations')
      .selectAll()
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Lina Chea', quantity: 1, status: 'new', user_id: null });
    const wrong = await http.post('/client/quotation', { ...request, productId: beans.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('catalogueNotAPackagePromotion');
    const noName = await http.post('/client/quotation', { ...request, name: '' });
    expect(noName.body.message).toBe('catalogueNameIsRequired');
    const noQuantity = await http.post('/client/quotation', { ...request, quantity: 0 });
    expect(noQuantity.body.message).toBe('catalogueQuantityMustBeAboveZero');
  });
});
