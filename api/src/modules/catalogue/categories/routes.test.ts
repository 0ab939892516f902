import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { packagePromotionCategoryId } from '@portal/shared/contract';
import { poll } from '../../../../../test/support/poll';
import { untilNotified } from '../../../../test/cache-notification';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('GET /client/category', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('lists the top-level categories in shelf order, each with its children, to guests', async () => {
    const answer = await http.get('/client/category');

    expect(answer.status).toBe(200);
    const names = answer.body.data.map((category: { name: string }) => category.name);
    expect(names).toEqual([
      'Coffee Beans',
      'Ground Coffee',
      'Coffee Machines',
      'Barista Tools & Accessories',
      'Tea & Chocolate',
      'Syrups & Sauces',
      'Package Promotion',
      'Merchandise',
    ]);
    expect(answer.body.meta).toEqual({ limit: 8, offset: 0, total: 8 });
    const beans = answer.body.data[0];
    expect(beans).toMatchObject({ id: 1, key: 'coffee-beans', slug: 'coffee-beans' });
    expect(beans.children.map((child: { name: string }) => child.name)).toEqual([
      'Arabica',
      'Robusta',
      'House Blends',
      'Mondulkiri Single Origin',
    ]);
  });

  it('has the package promotion category at id 7', async () => {
    const answer = await http.get(`/client/category/${packagePromotionCategoryId}`);
    expect(answer.body.data).toMatchObject({
      id: 7,
      key: 'package-promotion',
      name: 'Package Promotion',
      children: [],
    });
  });

  it('answers one category with its sub-categories', async () => {
    const answer = await http.get('/client/category/3');
    expect(answer.body.data.name).toBe('Coffee Machines');
    expect(answer.body.data.children.map((child: { id: number }) => child.id)).toEqual([301, 302, 303]);
  });

  it('names categories in Khmer for a Khmer client, in English where no Khmer name exists', async () => {
    const khmer = async () =>
      (await http.get('/client/category/1', { headers: { 'accept-language': 'km-KH' } })).body.data;
    const children = (category: { children: { name: string }[] }) => category.children.map((c) => c.name);
    expect((await khmer()).name).toBe('គ្រាប់កាហ្វេ');
    expect(children(await khmer())).toContain('កាហ្វេមណ្ឌលគិរីប្រភពតែមួយ');

    await api.db.updateTable('categories').set({ name_km: null }).where('id', '=', 104).execute();
    await poll(async () => children(await khmer()), untilNotified).toContain('Mondulkiri Single Origin');
  });

  it('serves each category picture', async () => {
    const { imageUrl } = (await http.get('/client/category/1')).body.data;
    const picture = await fetch(new URL(imageUrl, api.baseUrl));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('answers an unknown or hidden category with 404', async () => {
    expect((await http.get('/client/category/999')).status).toBe(404);
    await api.db.updateTable('categories').set({ is_active: false }).where('id', '=', 8).execute();
    await poll(async () => (await http.get('/client/category/8')).status, untilNotified).toBe(404);
    await poll(async () => (await http.get('/client/category')).body.data.length, untilNotified).toBe(7);
  });
});
