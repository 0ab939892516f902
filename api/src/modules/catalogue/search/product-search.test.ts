import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type ProductSearchAnswer, productSearchEnvelope } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { poll } from '../../../../../test/support/poll';
import { untilNotified } from '../../../../test/cache-notification';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { businessPartnerGroupId } from '../../../db/seed/customer-groups';

type Params = Record<string, string | number | boolean>;

describe('GET /client/search finds products', () => {
  let api: StartedApi;
  let http: Http;
  let partner: string;

  const search = async (params: Params, token?: string): Promise<ProductSearchAnswer> => {
    const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
    const answer = await http.get(`/client/search?${query}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return productSearchEnvelope.parse(answer.body);
  };
  const names = async (key: string, token?: string) =>
    (await search({ key, limit: 50 }, token)).data.map((item) => item.name);
  const productId = async (key: string) =>
    (await api.db.selectFrom('products').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const login = await http.post('/client/auth/login', { user: '098765432', password: 'partner123' });
    partner = login.body.data.access_token as string;
  });
  afterAll(() => api?.close());

  it('forgives a typo', async () => {
    expect(await names('arabca')).toEqual(
      expect.arrayContaining(['Mondulkiri Arabica Honey Process', 'Colombia Supremo Arabica']),
    );
    expect(await names('expresso')).toContain('House Espresso Blend');
  });

  it('finds a part of a word, in the name or the category', async () => {
    const found = await names('espres');
    expect(found).toEqual(
      expect.arrayContaining([
        'House Espresso Blend',
        'La Marzocco Linea Mini',
        'Rancilio Silvia',
        'Breville Barista Express',
      ]),
    );
  });

  it('finds a Khmer word inside Khmer names and categories', async () => {
    expect(await names('អេស្ប្រេសូ')).toEqual(
      expect.arrayContaining(['House Espresso Blend', 'La Marzocco Linea Mini', 'Rancilio Silvia']),
    );
  });

  it('reads descriptions, brands and origins in both languages', async () => {
    expect((await names('condensed milk'))[0]).toBe('Ratanakiri Robusta Dark Roast');
    expect(await names('roasters')).toContain('Ethiopia Yirgacheffe');
    const italian = ['La Marzocco Linea Mini', 'Mazzer Super Jolly Grinder', 'Rancilio Silvia'];
    expect((await names('italy')).sort()).toEqual(italian);
    expect((await names('អ៊ីតាលី')).sort()).toEqual(italian);
    expect(await names('អេត្យូពី')).toEqual(['Ethiopia Yirgacheffe']);
  });

  it('ranks the exact name first, then names starting with the words, then names holding them', async () => {
    expect((await names('rancilio silvia'))[0]).toBe('Rancilio Silvia');
    const coffee = await search({ key: 'coffee', limit: 50 });
    expect(coffee.meta.total).toBeGreaterThan(10);
    const found = coffee.data.map((item) => item.name.toLowerCase());
    expect(found[0]?.startsWith('coffee')).toBe(true);
    const inName = found.map((name) => name.includes('coffee'));
    expect(inName.indexOf(false)).toBeGreaterThan(0);
    expect(inName.lastIndexOf(true)).toBeLessThan(inName.indexOf(false));
  });

  it('counts each facet value as many as choosing it finds, following the other chosen facets', async () => {
    const checkFacets = async (chosen: Params, token?: string) => {
      const { meta } = await search({ key: 'coffee', ...chosen }, token);
      const { facets } = meta;
      const cases: [string, Params, number][] = [
        ...facets.categories.map((f): [string, Params, number] => [
          `category ${f.name}`,
          { categoryId: f.id },
          f.count,
        ]),
        ...facets.brands.map((f): [string, Params, number] => [
          `brand ${f.name}`,
          { brandId: f.id },
          f.count,
        ]),
        ...facets.origins.map((f): [string, Params, number] => [
          `origin ${f.name}`,
          { origin: f.value },
          f.count,
        ]),
        ...facets.prices.map((f): [string, Params, number] => [
          `price ${f.min}-${f.max}`,
          { minPrice: f.min, ...(f.max === null ? {} : { maxPrice: f.max }) },
          f.count,
        ]),
        ['in stock', { inStock: true }, facets.inStock],
      ];
      expect(cases.length).toBeGreaterThan(8);
      for (const [name, params, count] of cases) {
        expect(count, name).toBeGreaterThan(0);
        const { meta: narrowed } = await search({ key: 'coffee', ...chosen, ...params }, token);
        expect(narrowed.total, `${JSON.stringify(chosen)} ${name}`).toBe(count);
      }
      return facets;
    };
    const all = await checkFacets({});
    expect(all.origins.map((origin) => origin.value)).toContain('Mondulkiri');
    expect(all.inStock).toBeLessThan((await search({ key: 'coffee' })).meta.total);

    const house = all.brands.find((brand) => brand.name === 'Coffee Portal Roasters');
    const houseOnly = await checkFacets({ brandId: house?.id as number });
    // Choosing a brand narrows the other facets, not the brand facet itself.
    expect(houseOnly.brands).toEqual(all.brands);
    expect(houseOnly.categories).not.toEqual(all.categories);
    await checkFacets({ brandId: house?.id as number, inStock: true }, partner);
  });

  it('keeps a chosen facet value listed when nothing is left under it, so it can be taken back', async () => {
    const { data, meta } = await search({ key: 'robusta', categoryId: 3, origin: 'Italy' });
    expect(data).toEqual([]);
    expect(meta.facets.categories.find((category) => category.id === 3)).toMatchObject({ count: 0 });
    expect(meta.facets.origins.find((origin) => origin.value === 'Italy')).toMatchObject({ count: 0 });
  });

  it('names facets in Khmer when asked', async () => {
    const answer = await http.get(`/client/search?key=italy`, { headers: { 'accept-language': 'km-KH' } });
    const { facets } = productSearchEnvelope.parse(answer.body).meta;
    expect(facets.origins).toEqual([{ value: 'Italy', name: 'អ៊ីតាលី', count: 3 }]);
    // The parent category first, counting its children's products, then the children.
    expect(facets.categories.map(({ name, count }) => [name, count])).toEqual([
      ['ម៉ាស៊ីនកាហ្វេ', 3],
      ['ម៉ាស៊ីនអេស្ប្រេសូ', 2],
      ['ម៉ាស៊ីនកិនកាហ្វេ', 1],
    ]);
  });

  it("shows a business partner the group's price, the general price where the group has none", async () => {
    const priceOf = async (token?: string) =>
      (await search({ key: 'yirgacheffe' }, token)).data.find((item) => item.name === 'Ethiopia Yirgacheffe')
        ?.price;
    const guest = await priceOf();
    expect(guest).toBeGreaterThan(0);
    expect(await priceOf(partner)).toBeLessThan(guest as number);

    const id = await productId('ethiopia-yirgacheffe');
    const variants = api.db.selectFrom('product_variants').select('id').where('product_id', '=', id);
    await api.db
      .deleteFrom('product_variant_prices')
      .where('customer_group_id', '=', businessPartnerGroupId)
      .where('variant_id', 'in', variants)
      .execute();
    await poll(() => priceOf(partner), untilNotified).toBe(guest);
  });

  it('leaves out switched-off products and products without a price, from results and counts', async () => {
    const before = await search({ key: 'mondulkiri' }, partner);
    expect(before.data.map((item) => item.name)).toContain('Mondulkiri Arabica Honey Process');
    const id = await productId('mondulkiri-arabica-honey');
    await api.db.updateTable('products').set({ is_active: false }).where('id', '=', id).execute();
    try {
      for (const token of [undefined, partner]) {
        await poll(
          async () => (await search({ key: 'mondulkiri' }, token)).data.map((item) => item.id),
          untilNotified,
        ).not.toContain(id);
        const after = await search({ key: 'mondulkiri' }, token);
        const origin = (answer: ProductSearchAnswer) =>
          answer.meta.facets.origins.find((f) => f.value === 'Mondulkiri')?.count ?? 0;
        expect(origin(after)).toBe(origin(before) - 1);
      }
    } finally {
      await api.db.updateTable('products').set({ is_active: true }).where('id', '=', id).execute();
    }

    const variants = api.db.selectFrom('product_variants').select('id').where('product_id', '=', id);
    await api.db.deleteFrom('product_variant_prices').where('variant_id', 'in', variants).execute();
    await poll(
      async () => (await names('mondulkiri', partner)).includes('Mondulkiri Arabica Honey Process'),
      untilNotified,
    ).toBe(false);
  });

  it('suggests in the header from the same search: typos and brands too', async () => {
    const suggest = async (q: string) =>
      (await http.get(`/client/search/suggest?q=${encodeURIComponent(q)}`)).body.data.products.map(
        (product: { name: string }) => product.name,
      );
    expect(await suggest('arabca')).toContain('Colombia Supremo Arabica');
    expect(await suggest('italy')).toContain('Rancilio Silvia');
  });
});
