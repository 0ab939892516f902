import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode, searchSuggestionsSchema } from '@portal/shared/contract';
import { sql } from 'kysely';
import { expect } from '../../../../../test/support/expect';
import { poll } from '../../../../../test/support/poll';
import { untilNotified } from '../../../../test/cache-notification';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

type Named = { id: number; name: string };

describe('GET /client/search/suggest', () => {
  let api: StartedApi;
  let http: Http;
  const suggest = async (q: string, headers: Record<string, string> = {}, token?: string) => {
    const answer = await http.get(`/client/search/suggest?q=${encodeURIComponent(q)}`, { headers, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return searchSuggestionsSchema.parse(answer.body.data);
  };
  const names = (list: Named[]) => list.map((item) => item.name);

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('suggests products and categories whose English name contains the term, in any case', async () => {
    const found = await suggest('MOND');
    expect(names(found.products)).toEqual(['Mondulkiri Arabica Honey Process']);
    expect(names(found.categories)).toEqual(['Mondulkiri Single Origin']);
    const [product] = found.products;
    // The product's first picture and the price the caller's group pays, as the product page shows them.
    const detail = (await http.get(`/client/product/${product?.id}`)).body.data;
    expect(product?.image).not.toBeNull();
    expect(product?.image).toEqual(detail.image);
    expect(product?.price).toBe(detail.price);
  });

  it("answers a business partner with the partner's price", async () => {
    const login = await http.post('/client/auth/login', { user: '098765432', password: 'partner123' });
    const token = login.body.data.access_token as string;
    const [product] = (await suggest('mond', {}, token)).products;
    const detail = (await http.get(`/client/product/${product?.id}`, { token })).body.data;
    const guest = (await http.get(`/client/product/${product?.id}`)).body.data;
    expect(detail.price).not.toBe(guest.price);
    expect(product?.price).toBe(detail.price);
  });

  it('matches Khmer names typed in Khmer', async () => {
    const found = await suggest('មណ្ឌលគិរី');
    expect(names(found.products)).toEqual(['Mondulkiri Arabica Honey Process']);
    const grinders = await suggest('ម៉ាស៊ីនកិន');
    expect(names(grinders.categories)).toEqual(['Grinders']);
  });

  it('names what it suggests in Khmer when asked, in English where there is no Khmer name', async () => {
    const khmer = { 'accept-language': 'km-KH' };
    const found = await suggest('mond', khmer);
    expect(names(found.products)).toEqual(['កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរី']);
    expect(names(found.categories)).toEqual(['កាហ្វេមណ្ឌលគិរីប្រភពតែមួយ']);
    expect(names((await suggest('grinders', khmer)).categories)).toEqual(['ម៉ាស៊ីនកិនកាហ្វេ']);

    await api.db.updateTable('categories').set({ name_km: null }).where('key', '=', 'grinders').execute();
    await poll(async () => names((await suggest('grinders', khmer)).categories), untilNotified).toEqual([
      'Grinders',
    ]);
  });

  it('gives at most five of each, names starting with the term first', async () => {
    const count = async (table: 'products' | 'categories') =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
            where is_active and lower(name) like '%e%'`.execute(api.db)
        ).rows[0]?.n,
      );
    expect(await count('products')).toBeGreaterThan(5);
    expect(await count('categories')).toBeGreaterThan(5);
    const found = await suggest('e');
    expect(found.products).toHaveLength(5);
    expect(found.categories).toHaveLength(5);

    const coffee = await suggest('coffee');
    expect(coffee.products[0]?.name).toBe('Coffee Cart Package');
    expect(names(coffee.categories).slice(0, 2).sort()).toEqual(['Coffee Beans', 'Coffee Machines']);
    expect(names(coffee.categories)).toContain('Ground Coffee');
  });

  it('leaves out products that are switched off', async () => {
    await api.db
      .updateTable('products')
      .set({ is_active: false })
      .where('key', '=', 'mondulkiri-arabica-honey')
      .execute();
    try {
      expect((await suggest('mond')).products).toEqual([]);
    } finally {
      await api.db
        .updateTable('products')
        .set({ is_active: true })
        .where('key', '=', 'mondulkiri-arabica-honey')
        .execute();
    }
  });

  it('takes %, _ and \\ literally', async () => {
    for (const q of ['_', '%%', 'mond%', 'm_nd', '\\']) {
      expect(await suggest(q), q).toEqual({ products: [], categories: [] });
    }
    // Only a text holding a percent sign: "32 % cocoa".
    expect(names((await suggest('%')).products)).toEqual(['Dark Chocolate Powder']);
  });

  it('refuses a missing, blank or over-long term with a validation error', async () => {
    const refused = async (path: string, message: string) => {
      const answer = await http.get(path);
      expect(answer.status, path).toBe(400);
      expect(envelopeOf(answer), path).toMatchObject({ code: ErrorCode.validation, message });
    };
    await refused('/client/search/suggest', 'catalogueSearchKeyIsRequired');
    await refused('/client/search/suggest?q=', 'catalogueSearchKeyIsRequired');
    await refused('/client/search/suggest?q=%20%20', 'catalogueSearchKeyIsRequired');
    await refused(`/client/search/suggest?q=${'a'.repeat(101)}`, 'textIsTooLong');
    expect((await http.get(`/client/search/suggest?q=${'a'.repeat(100)}`)).status).toBe(200);
  });
});
