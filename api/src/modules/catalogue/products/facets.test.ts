import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type ProductSearchAnswer, productSearchEnvelope } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { categories } from '../../../db/seed/catalogue';
import { brands, products } from '../../../db/seed/products';

type Seeded = (typeof products)[number];

/** What the seed sells under a category (its children too), counted here from the seed file, not by the API. */
const seededIn = (categoryId: number) => {
  const ids = categories
    .filter((category) => category.id === categoryId || category.parent_id === categoryId)
    .map((category) => category.id);
  return products.filter((product) => ids.includes(product.category));
};
const countBy = (list: Seeded[], valuesOf: (product: Seeded) => string[]) => {
  const counts: Record<string, number> = {};
  for (const product of list) for (const value of valuesOf(product)) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};
const asCounts = (values: { value: string; count: number }[]) =>
  Object.fromEntries(values.map(({ value, count }) => [value, count]));

describe('facets with counts on the category and search lists', () => {
  let api: StartedApi;
  let http: Http;

  const list = async (path: string, query: string): Promise<ProductSearchAnswer> => {
    const answer = await http.get(`/client/${path}?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return productSearchEnvelope.parse(answer.body);
  };
  const brandId = async (key: string) =>
    (await api.db.selectFrom('brands').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it("counts a coffee category's roasts, grinds and origins under the other chosen facets", async () => {
    const beans = seededIn(1);
    const roastOf = (product: Seeded) => (product.roast ? [product.roast] : []);
    const grindsOf = (product: Seeded) => product.grinds ?? [];
    const dark = beans.filter((product) => product.roast === 'dark');
    const darkEspresso = dark.filter((product) => product.grinds?.includes('espresso'));
    expect(darkEspresso.length).toBeGreaterThan(0);
    expect(darkEspresso.length).toBeLessThan(dark.length);

    const { data, meta } = await list('product', 'categoryId=1&roast=dark&grind=espresso&limit=50');
    expect(data.map((item) => item.name).sort()).toEqual(darkEspresso.map((product) => product.name).sort());
    expect(meta.total).toBe(darkEspresso.length);
    // A facet's own choice is left out of its counts; the other facets' choices are not.
    expect(asCounts(meta.facets.roasts)).toEqual(
      countBy(
        beans.filter((product) => product.grinds?.includes('espresso')),
        roastOf,
      ),
    );
    expect(asCounts(meta.facets.grinds)).toEqual(countBy(dark, grindsOf));
    expect(Object.fromEntries(meta.facets.origins.map(({ value, count }) => [value, count]))).toEqual(
      countBy(darkEspresso, (product) => (product.origin ? [product.origin.name] : [])),
    );
    expect(meta.facets.roasts.map(({ value }) => value)).toEqual(['light', 'medium', 'dark']);
  });

  it('finds any of several values of one facet, and every facet chosen', async () => {
    const beans = seededIn(1);
    const lightOrDark = beans.filter((product) => product.roast === 'light' || product.roast === 'dark');
    const { meta } = await list('product', 'categoryId=1&roast=light,dark');
    expect(meta.total).toBe(lightOrDark.length);
    const wholeBean = lightOrDark.filter((product) => product.grinds?.includes('wholeBean'));
    const narrowed = await list('product', 'categoryId=1&roast=dark,light&grind=wholeBean');
    expect(narrowed.meta.total).toBe(wholeBean.length);
  });

  it("counts an equipment category's types and brands, a brand choice narrowing the types", async () => {
    const machines = seededIn(3);
    const chosen = ['mazzer', 'baratza', 'hario'];
    const ids = await Promise.all(chosen.map(brandId));
    const { data, meta } = await list('product', `categoryId=3&brandId=${ids.join(',')}&type=grinder`);
    const grinders = machines.filter((product) => product.type === 'grinder');
    expect(data.map((item) => item.name).sort()).toEqual(
      grinders
        .filter((product) => chosen.includes(product.brand ?? ''))
        .map((product) => product.name)
        .sort(),
    );
    expect(asCounts(meta.facets.types)).toEqual(
      countBy(
        machines.filter((product) => chosen.includes(product.brand ?? '')),
        (product) => (product.type ? [product.type] : []),
      ),
    );
    const brandNames = Object.fromEntries(brands.map((brand) => [brand.key, brand.name]));
    // Hario makes no grinder: chosen, it stays listed at none so it can be taken back.
    expect(Object.fromEntries(meta.facets.brands.map(({ name, count }) => [name, count]))).toEqual({
      Hario: 0,
      ...countBy(grinders, (product) => (product.brand ? [brandNames[product.brand] as string] : [])),
    });
  });

  it("counts a search's roasts and sorts its results as asked, relevance first", async () => {
    const all = await list('search', 'key=coffee&limit=50');
    const roasts = all.meta.facets.roasts;
    expect(roasts.length).toBeGreaterThan(1);
    for (const { value, count } of roasts) {
      const chosen = await list('search', `key=coffee&roast=${value}&limit=50`);
      expect(chosen.meta.total, value).toBe(count);
      expect(chosen.meta.facets.roasts).toEqual(roasts);
    }
    const prices = async (sort: string) =>
      (await list('search', `key=coffee&limit=50&sort=${sort}`)).data.map((item) => item.price);
    const ascending = await prices('priceAsc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await prices('priceDesc')).toEqual([...ascending].sort((a, b) => b - a));
    const names = (await list('search', 'key=coffee&limit=50&sort=name')).data.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await list('search', 'key=coffee&limit=50&sort=relevance')).data).toEqual(all.data);
  });

  it('answers one choice however its values are ordered, from one cache entry', async () => {
    const first = await http.get('/client/product?categoryId=1&roast=dark,light');
    const second = await http.get('/client/product?categoryId=1&roast=light,dark,light');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('refuses a value a facet does not know, and an unknown sort', async () => {
    for (const [query, message] of [
      ['roast=burnt', 'badRequest'],
      ['grind=espresso,powder', 'badRequest'],
      ['type=toaster', 'badRequest'],
      ['roast=', 'badRequest'],
      ['brandId=1,x', 'invalidId'],
    ]) {
      const answer = await http.get(`/client/product?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
    }
    expect((await http.get('/client/search?key=coffee&sort=cheapest')).status).toBe(400);
  });
});
