import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { productDetailSchema, productSummarySchema } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { poll } from '../../../../../test/support/poll';
import { untilNotified } from '../../../../test/cache-notification';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

const signIn = async (http: Http, user: string, password: string) => {
  const answer = await http.post('/client/auth/login', { user, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.access_token as string;
};

type Summary = { id: number; name: string; price: number; stock: number; categoryId: number };

describe('the catalogue', () => {
  let api: StartedApi;
  let http: Http;
  let partnerToken: string;
  const productId = async (key: string) =>
    (await api.db.selectFrom('products').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    partnerToken = await signIn(http, '098765432', 'partner123');
  });
  afterAll(() => api?.close());

  describe('GET /client/product', () => {
    it('lists a category together with its sub-categories, paged with meta', async () => {
      const answer = await http.get('/client/product?categoryId=1&limit=4&offset=0');
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toMatchObject({ limit: 4, offset: 0, total: 7 });
      expect(answer.body.data).toHaveLength(4);
      for (const item of answer.body.data) productSummarySchema.parse(item);
      const categories = new Set(answer.body.data.map((item: Summary) => item.categoryId));
      expect([...categories].every((id) => [101, 102, 103, 104].includes(id as number))).toBe(true);

      const rest = await http.get('/client/product?categoryId=1&limit=4&offset=4');
      expect(rest.body.data).toHaveLength(3);
      const ids = [...answer.body.data, ...rest.body.data].map((item: Summary) => item.id);
      expect(new Set(ids).size).toBe(7);
    });

    it('sorts by price both ways, by name, by newest and by units sold', async () => {
      const prices = async (sort: string) =>
        (await http.get(`/client/product?sort=${sort}&limit=50`)).body.data.map(
          (item: Summary) => item.price,
        );
      const ascending = await prices('priceAsc');
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = await prices('priceDesc');
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      const names = (await http.get('/client/product?sort=name&limit=50')).body.data.map(
        (item: Summary) => item.name,
      );
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const newest = (await http.get('/client/product?sort=newest&limit=1')).body.data[0];
      expect(newest.name).toBe('Barista Apron');
      const best = (await http.get('/client/product?sort=bestSelling&limit=1')).body.data[0];
      expect(best.name).toBe('Khmer Traditional Ground Coffee');
    });

    it('filters by brand, price range (cents) and stock', async () => {
      const monin = (await http.get('/client/brand')).body.data.find(
        (brand: { name: string }) => brand.name === 'Monin',
      );
      const byBrand = await http.get(`/client/product?brandId=${monin.id}`);
      expect(byBrand.body.data.map((item: Summary) => item.name).sort()).toEqual([
        'Monin Caramel Syrup',
        'Monin Vanilla Syrup',
      ]);
      const cheap = await http.get('/client/product?minPrice=900&maxPrice=1200&limit=50');
      expect(cheap.body.data.length).toBeGreaterThan(0);
      for (const item of cheap.body.data) expect(item.price).toBeGreaterThanOrEqual(900);
      for (const item of cheap.body.data) expect(item.price).toBeLessThanOrEqual(1200);
      const all = (await http.get('/client/product?categoryId=102&limit=50')).body.data;
      const inStock = (await http.get('/client/product?categoryId=102&inStock=true&limit=50')).body.data;
      expect(all.map((item: Summary) => item.name)).toContain('Pailin Peaberry Robusta');
      expect(inStock.map((item: Summary) => item.name)).not.toContain('Pailin Peaberry Robusta');
      expect(inStock.every((item: Summary) => item.stock > 0)).toBe(true);
    });

    it('refuses a malformed filter', async () => {
      expect((await http.get('/client/product?sort=cheapest')).status).toBe(400);
      const negative = await http.get('/client/product?minPrice=-5');
      expect(negative.status).toBe(400);
      expect(negative.body.message).toBe('catalogueInvalidPrice');
    });
  });

  describe('prices per customer group', () => {
    it('gives guests and general customers the consumer price and business partners theirs, in cents', async () => {
      const id = await productId('rancilio-silvia');
      const guest = (await http.get(`/client/product/${id}`)).body.data;
      const partner = (await http.get(`/client/product/${id}`, { token: partnerToken })).body.data;
      expect(guest.price).toBe(98000);
      expect(guest.customerGroupId).toBe(142);
      expect(partner.price).toBe(83300);
      expect(partner.customerGroupId).toBe(143);
      expect(Number.isInteger(partner.price)).toBe(true);
    });

    it('shows a promotion as a lower price with the regular one crossed out', async () => {
      const id = await productId('monin-caramel-syrup');
      const guest = (await http.get(`/client/product/${id}`)).body.data;
      expect(guest).toMatchObject({ price: 1125, compareAtPrice: 1250 });
    });
  });

  describe('GET /client/product/{id}', () => {
    it('answers pictures with sizes, options and each variant with its SKU, stock and price', async () => {
      const id = await productId('mondulkiri-arabica-honey');
      const answer = await http.get(`/client/product/${id}`);
      expect(answer.status).toBe(200);
      const product = productDetailSchema.parse(answer.body.data);
      expect(product.images[0]).toMatchObject({ width: 600, height: 600 });
      expect(product.options.map((option) => option.name)).toEqual(['Bag size', 'Grind']);
      expect(product.variants).toHaveLength(6);
      expect(product.hasOptions).toBe(true);
      expect(product.defaultVariantId).toBeNull();
      const kiloEspresso = product.variants.find((variant) => variant.name === '1 kg · Espresso');
      expect(kiloEspresso).toMatchObject({ sku: 'MKA-1K-ES', stockState: 'inStock' });
      const picture = await fetch(new URL(product.images[0]?.url as string, api.baseUrl));
      expect(picture.headers.get('content-type')).toBe('image/png');
    });

    it('names the product in Khmer for a Khmer client', async () => {
      const id = await productId('mondulkiri-arabica-honey');
      const answer = await http.get(`/client/product/${id}`, { headers: { 'accept-language': 'km-KH' } });
      expect(answer.body.data.name).toBe('កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរី');
      expect(answer.body.data.options[0].name).toBe('ទំហំកញ្ចប់');
    });

    it('tells the stock state: the last five units are low stock, a sold-out product is out of stock', async () => {
      const lastFive = (await http.get(`/client/product/${await productId('last-five-test-beans')}`)).body
        .data;
      expect(lastFive).toMatchObject({ stock: 5, stockState: 'lowStock', hasOptions: false });
      expect(lastFive.defaultVariantId).toBe(lastFive.variants[0].id);
      const soldOut = (await http.get(`/client/product/${await productId('pailin-peaberry-robusta')}`)).body
        .data;
      expect(soldOut).toMatchObject({ stock: 0, stockState: 'outOfStock' });
    });

    it('answers an unknown product with 404', async () => {
      const answer = await http.get('/client/product/999999');
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('catalogueProductNotFound');
    });
  });

  describe('variants', () => {
    it('finds the variant of a combination of options and refuses an incomplete one', async () => {
      const product = (await http.get(`/client/product/${await productId('house-espresso-blend')}`)).body
        .data;
      const [size, grind] = product.options;
      const ids = `${size.values[1].id},${grind.values[2].id}`;
      const answer = await http.get(
        `/client/variant/combination?productId=${product.id}&optionValueIds=${ids}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ sku: 'HEB-1K-FI', name: '1 kg · Filter', price: 4000 });
      const partial = await http.get(
        `/client/variant/combination?productId=${product.id}&optionValueIds=${size.values[1].id}`,
      );
      expect(partial.status).toBe(404);
    });

    it('says whether a quantity is available from live stock', async () => {
      const product = (await http.get(`/client/product/${await productId('last-five-test-beans')}`)).body
        .data;
      const variantId = product.defaultVariantId;
      const five = await http.get(`/client/variant/available?variantId=${variantId}&quantity=5`);
      expect(five.body.data).toMatchObject({ available: true, stock: 5, reason: null });
      const six = await http.get(`/client/variant/available?variantId=${variantId}&quantity=6`);
      expect(six.body.data).toMatchObject({ available: false, reason: 'catalogueNotEnoughStock' });
      const none = await http.get(`/client/variant/available?variantId=${variantId}&quantity=0`);
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('catalogueQuantityMustBeAboveZero');
      const soldOut = (await http.get(`/client/product/${await productId('pailin-peaberry-robusta')}`)).body
        .data;
      const out = await http.get(`/client/variant/available?variantId=${soldOut.variants[0].id}&quantity=1`);
      expect(out.body.data).toMatchObject({ available: false, reason: 'catalogueOutOfStock' });
    });

    it('lists the variants of a product and answers one', async () => {
      const id = await productId('barista-apron');
      const list = await http.get(`/client/variant?productId=${id}`);
      expect(list.body.data.map((variant: { name: string }) => variant.name)).toEqual(['S', 'M', 'L']);
      const large = list.body.data[2];
      expect(large.stockState).toBe('outOfStock');
      expect((await http.get(`/client/variant/${large.id}`)).body.data.sku).toBe('MER-APR-L');
    });
  });

  describe('GET /client/search', () => {
    it('finds a Khmer name by a part in the middle of the word', async () => {
      const answer = await http.get(`/client/search?key=${encodeURIComponent('រតនគិរី')}`);
      expect(answer.status).toBe(200);
      // The package's Khmer description names Ratanakiri robusta; the name that holds the word comes first.
      expect(answer.body.data.map((item: Summary) => item.name)).toEqual([
        'Ratanakiri Robusta Dark Roast',
        'Coffee Cart Package',
      ]);
    });

    it('searches only within a category and its sub-categories', async () => {
      const key = encodeURIComponent('កាហ្វេ');
      const beans = (await http.get(`/client/search?key=${key}&categoryId=1&limit=50`)).body.data;
      expect(beans.length).toBeGreaterThan(3);
      expect(beans.every((item: Summary) => [101, 102, 103, 104].includes(item.categoryId))).toBe(true);
      const ground = (await http.get(`/client/search?key=${key}&categoryId=2&limit=50`)).body.data;
      expect(ground.map((item: Summary) => item.name).sort()).toEqual([
        'Iced Coffee Ground Blend',
        'Khmer Traditional Ground Coffee',
      ]);
      const robusta = (await http.get(`/client/search?key=${encodeURIComponent('រតនគិរី')}&categoryId=3`)).body;
      expect(robusta.data).toEqual([]);
      expect(robusta.meta.total).toBe(0);
    });

    it('matches English in any case, takes % literally (only "32 % cocoa" holds one) and needs a key', async () => {
      const answer = await http.get('/client/search?key=ESPRESSO%20bl');
      expect(answer.body.data[0].name).toBe('House Espresso Blend');
      const percent = (await http.get('/client/search?key=%25')).body.data;
      expect(percent.map((item: Summary) => item.name)).toEqual(['Dark Chocolate Powder']);
      const empty = await http.get('/client/search?key=%20');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('catalogueSearchKeyIsRequired');
    });
  });

  describe('lists', () => {
    it('ranks best sellers by units sold, and follows sales', async () => {
      const first = (await http.get('/client/product/best-seller?limit=3')).body.data.map(
        (item: Summary) => item.name,
      );
      expect(first[0]).toBe('Khmer Traditional Ground Coffee');
      await api.db
        .updateTable('products')
        .set((eb) => ({ sold_count: eb('sold_count', '+', 1000) }))
        .where('key', '=', 'chemex-six-cup')
        .execute();
      const leader = async () =>
        (await http.get('/client/product/best-seller?limit=3')).body.data[0].name as string;
      await poll(leader, untilNotified).toBe('Chemex Six-Cup Coffee Maker');
    });

    it('lists the top selection, merchandise and products related to one', async () => {
      const top = (await http.get('/client/top-selection?limit=20')).body;
      expect(top.meta.total).toBe(5);
      const merchandise = (await http.get('/client/merchandise')).body.data.map((item: Summary) => item.name);
      expect(merchandise.sort()).toEqual(['Barista Apron', 'Canvas Tote Bag', 'Enamel Camp Mug']);
      const id = await productId('colombia-supremo');
      const related = (await http.get(`/client/product/related/${id}`)).body.data as Summary[];
      expect(related.length).toBeGreaterThan(0);
      expect(related.map((item) => item.id)).not.toContain(id);
      expect(related[0]?.categoryId).toBe(101);
    });
  });

  describe('read cache', () => {
    it('answers with an ETag and 304 when the browser has it', async () => {
      const first = await fetch(`${api.baseUrl}/client/product?categoryId=3`);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(`${api.baseUrl}/client/product?categoryId=3`, {
        headers: { 'if-none-match': etag as string },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });

    it('shows a stock change written to the database in lists and details, with a new ETag', async () => {
      const id = await productId('baratza-encore');
      const url = `${api.baseUrl}/client/product?categoryId=302`;
      const before = await fetch(url);
      const etag = before.headers.get('etag') as string;
      const stockOf = (body: { data: { id: number; stock: number }[] }) =>
        body.data.find((item) => item.id === id)?.stock;
      expect(stockOf(await before.json())).toBe(15);
      await http.get(`/client/product/${id}`);

      await api.db.updateTable('product_variants').set({ stock: 3 }).where('product_id', '=', id).execute();

      const revalidate = () => fetch(url, { headers: { 'if-none-match': etag } });
      await poll(async () => (await revalidate()).status, untilNotified).toBe(200);
      const after = await revalidate();
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(stockOf(await after.json())).toBe(3);
      expect((await http.get(`/client/product/${id}`)).body.data).toMatchObject({
        stock: 3,
        stockState: 'lowStock',
      });
    });

    it('keeps prices of one customer group away from another', async () => {
      const id = await productId('mazzer-super-jolly');
      const guest = (await http.get(`/client/product?categoryId=302`)).body.data.find(
        (item: Summary) => item.id === id,
      );
      const partner = (
        await http.get(`/client/product?categoryId=302`, { token: partnerToken })
      ).body.data.find((item: Summary) => item.id === id);
      const guestAgain = (await http.get(`/client/product?categoryId=302`)).body.data.find(
        (item: Summary) => item.id === id,
      );
      expect(guest.price).toBe(115000);
      expect(partner.price).toBe(97750);
      expect(guestAgain.price).toBe(115000);
    });
  });
});
