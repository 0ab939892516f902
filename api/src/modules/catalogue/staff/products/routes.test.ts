import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { uploadPng } from '../../../../../test/images';
import { makeBusinessPartner } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';
import { seedProducts } from '../../../../db/seed/products';

describe('products and prices in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let catalogue: ReturnType<typeof staffCalls>;
  let catalogueStaff: SignedIn;
  let sales: ReturnType<typeof staffCalls>;
  let categoryId: number;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const admin = await adminToken(http);
    catalogueStaff = await staffMember(http, admin, 'catalogue');
    catalogue = staffCalls(http, catalogueStaff.accessToken);
    sales = staffCalls(http, (await staffMember(http, admin, 'sales')).accessToken);
    categoryId = (
      await api.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => api?.close());

  const productBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Mondulkiri Honey Process',
    nameKm: 'កាហ្វេមណ្ឌលគិរី',
    description: 'Sweet and round.',
    descriptionKm: 'ផ្អែម',
    categoryId,
    brandId: null,
    isActive: true,
    isTopSelection: false,
    images: [],
    ...overrides,
  });

  /** A published product with one variant, no options, priced for the general and partner groups. */
  const pricedProduct = async (consumer = 1_800, partner = 1_500, stock = 12) => {
    const created = await catalogue.post('/products', productBody());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const productId = created.body.data.id as number;
    const variant = await catalogue.post(`/products/${productId}/variants`, { sku: `MHP-${productId}` });
    expect(variant.status, JSON.stringify(variant.body)).toBe(200);
    const variantId = variant.body.data.id as number;
    const priced = await catalogue.put(`/variants/${variantId}/prices`, {
      prices: [
        { customerGroupId: 142, priceCents: consumer, compareAtCents: null },
        { customerGroupId: 143, priceCents: partner },
      ],
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    await api.db.updateTable('product_variants').set({ stock }).where('id', '=', variantId).execute();
    return { productId, variantId };
  };

  it('creates a product with an uploaded picture and a variant; the shop shows it once it has a price', async () => {
    const image = await uploadPng(api.baseUrl, http, catalogueStaff.accessToken, 'beans.png');
    const created = await catalogue.post(
      '/products',
      productBody({ images: [{ image, width: 800, height: 600 }] }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const productId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      name: 'Mondulkiri Honey Process',
      nameKm: 'កាហ្វេមណ្ឌលគិរី',
      categoryId,
      isActive: true,
      images: [{ image, width: 800, height: 600, url: expect.stringContaining('/client/upload/files/') }],
      variants: [],
    });
    // No variant, no price: not sold yet.
    expect((await http.get(`/client/product/${productId}`)).status).toBe(404);

    const variant = await catalogue.post(`/products/${productId}/variants`, { sku: 'MHP-250' });
    expect(variant.body.data).toMatchObject({
      sku: 'MHP-250',
      stock: 0,
      isActive: true,
      prices: [],
      name: '',
    });
    await catalogue.put(`/variants/${variant.body.data.id}/prices`, {
      prices: [{ customerGroupId: 142, priceCents: 2_250 }],
    });
    const shop = await http.get(`/client/product/${productId}`, { headers: { 'accept-language': 'km-KH' } });
    expect(shop.status).toBe(200);
    expect(shop.body.data).toMatchObject({
      name: 'កាហ្វេមណ្ឌលគិរី',
      price: 2_250,
      stockState: 'outOfStock',
      images: [{ width: 800, height: 600 }],
    });

    const log = await api.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('staff_user_id', '=', catalogueStaff.id)
      .where('entity_id', 'in', [String(productId), String(variant.body.data.id)])
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual(['product.create', 'variant.create', 'variant.prices']);
  });

  it('puts a product marked as merchandise on the shop’s merchandise list, and takes it off again', async () => {
    const created = await catalogue.post(
      '/products',
      productBody({ name: 'Latte Art Pitcher Pin', isMerchandise: true }),
    );
    const productId = created.body.data.id;
    expect(created.body.data.isMerchandise).toBe(true);
    const variant = await catalogue.post(`/products/${productId}/variants`, { sku: 'PIN-01' });
    await catalogue.put(`/variants/${variant.body.data.id}/prices`, {
      prices: [{ customerGroupId: 142, priceCents: 450 }],
    });
    const listed = async () =>
      (await http.get('/client/merchandise?limit=100')).body.data.map(
        (product: { id: number }) => product.id,
      );
    expect(await listed()).toContain(productId);
    await catalogue.put(
      `/products/${productId}`,
      productBody({ name: 'Latte Art Pitcher Pin', isMerchandise: false }),
    );
    expect(await listed()).not.toContain(productId);
  });

  it('shows a price change to each customer group at once, past the read cache', async () => {
    const { productId, variantId } = await pricedProduct(1_800, 1_500);
    const partner = await signUp(http);
    await makeBusinessPartner(api.db, partner.id, 0);

    const guestBefore = await http.get(`/client/product/${productId}`);
    expect(guestBefore.body.data.price).toBe(1_800);
    const etag = guestBefore.headers.get('etag') as string;
    expect(
      (await http.get(`/client/product/${productId}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    expect(
      (await http.get(`/client/product/${productId}`, { token: partner.accessToken })).body.data.price,
    ).toBe(1_500);

    const changed = await catalogue.put(`/variants/${variantId}/prices`, {
      prices: [
        { customerGroupId: 142, priceCents: 1_650, compareAtCents: 1_800 },
        { customerGroupId: 143, priceCents: 1_400 },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.prices).toEqual([
      { customerGroupId: 142, priceCents: 1_650, compareAtCents: 1_800 },
      { customerGroupId: 143, priceCents: 1_400, compareAtCents: null },
    ]);

    const guestAfter = await http.get(`/client/product/${productId}`, { headers: { 'if-none-match': etag } });
    expect(guestAfter.status).toBe(200);
    expect(guestAfter.body.data).toMatchObject({ price: 1_650, compareAtPrice: 1_800 });
    const partnerAfter = await http.get(`/client/product/${productId}`, { token: partner.accessToken });
    expect(partnerAfter.body.data).toMatchObject({ price: 1_400, compareAtPrice: null });

    const audit = await api.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'variant.prices')
      .where('entity_id', '=', String(variantId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ prices: [{ priceCents: 1_800 }, { priceCents: 1_500 }] });
    expect(audit.after).toMatchObject({ prices: [{ priceCents: 1_650 }, { priceCents: 1_400 }] });

    // A group left out of the list pays the general price.
    await catalogue.put(`/variants/${variantId}/prices`, {
      prices: [{ customerGroupId: 142, priceCents: 1_650 }],
    });
    const partnerGeneral = await http.get(`/client/product/${productId}`, { token: partner.accessToken });
    expect(partnerGeneral.status).toBe(200);
    expect(partnerGeneral.body.data).toMatchObject({ price: 1_650, customerGroupId: 143 });
  });

  it.each([
    [-100, 'adminCataloguePriceNegative'],
    [12.5, 'adminCataloguePriceNotWholeCents'],
    [-0.5, 'adminCataloguePriceNotWholeCents'],
    ['12', 'adminCataloguePriceInvalid'],
    [100_000_001, 'adminCataloguePriceInvalid'],
  ])('refuses the price %j with %s and changes nothing', async (priceCents, key) => {
    const { variantId } = await pricedProduct(1_800, 1_500);
    const answer = await catalogue.put(`/variants/${variantId}/prices`, {
      prices: [{ customerGroupId: 142, priceCents }],
    });
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer)).toMatchObject({ code: ErrorCode.validation, message: key });
    const prices = await api.db
      .selectFrom('product_variant_prices')
      .select('price_cents')
      .where('variant_id', '=', variantId)
      .orderBy('customer_group_id')
      .execute();
    expect(prices.map((row) => row.price_cents)).toEqual([1_800, 1_500]);
  });

  it('refuses a crossed-out price not above the price, a group named twice and an unknown group', async () => {
    const { variantId } = await pricedProduct();
    const cases: [unknown[], number, string][] = [
      [
        [{ customerGroupId: 142, priceCents: 1_000, compareAtCents: 1_000 }],
        400,
        'adminCatalogueCompareAtNotAbovePrice',
      ],
      [
        [
          { customerGroupId: 142, priceCents: 1_000 },
          { customerGroupId: 142, priceCents: 900 },
        ],
        400,
        'adminCataloguePriceGroupRepeated',
      ],
      [[{ customerGroupId: 999_999, priceCents: 1_000 }], 400, 'adminCustomerGroupIsRequired'],
    ];
    for (const [prices, status, key] of cases) {
      const answer = await catalogue.put(`/variants/${variantId}/prices`, { prices });
      expect(answer.status, key).toBe(status);
      expect(envelopeOf(answer).message).toBe(key);
    }
    expect((await catalogue.put('/variants/2147483000/prices', { prices: [] })).status).toBe(404);
  });

  it('checks the product form: name, category, brand and pictures this staff member uploaded', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'adminCatalogueNameIsRequired'],
      [{ categoryId: null }, 'adminCatalogueCategoryIsRequired'],
      [{ categoryId: 999_999 }, 'adminCatalogueCategoryIsRequired'],
      [{ brandId: 999_999 }, 'adminCatalogueBrandIsInvalid'],
      [
        { images: [{ image: 'product/nothing.png', width: 10, height: 10 }] },
        'adminCatalogueImageNotUploaded',
      ],
      [{ images: [{ image: 'x', width: 0, height: 10 }] }, 'adminCatalogueImageInvalid'],
    ];
    for (const [overrides, key] of cases) {
      const answer = await catalogue.post('/products', productBody(overrides));
      expect(answer.status, key).toBe(400);
      expect(envelopeOf(answer).message).toBe(key);
    }
    // Someone else's upload is not this product's picture.
    const stranger = await signUp(http);
    const theirs = await uploadPng(api.baseUrl, http, stranger.accessToken);
    const answer = await catalogue.post(
      '/products',
      productBody({ images: [{ image: theirs, width: 1, height: 1 }] }),
    );
    expect(envelopeOf(answer).message).toBe('adminCatalogueImageNotUploaded');
  });

  it('edits a product, keeps its pictures, and unpublishing takes it out of the shop', async () => {
    const image = await uploadPng(api.baseUrl, http, catalogueStaff.accessToken);
    const { productId } = await pricedProduct();
    await catalogue.put(`/products/${productId}`, productBody({ images: [{ image, width: 4, height: 3 }] }));
    const edited = await catalogue.put(
      `/products/${productId}`,
      productBody({ name: 'Mondulkiri Washed', images: [{ image, width: 4, height: 3 }] }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await http.get(`/client/product/${productId}`)).body.data.name).toBe('Mondulkiri Washed');

    const hidden = await catalogue.put(
      `/products/${productId}`,
      productBody({ isActive: false, images: [{ image, width: 4, height: 3 }] }),
    );
    expect(hidden.body.data.isActive).toBe(false);
    expect((await http.get(`/client/product/${productId}`)).status).toBe(404);

    const audit = await api.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'product.update')
      .where('entity_id', '=', String(productId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ isActive: true, name: 'Mondulkiri Washed' });
    expect(audit.after).toMatchObject({ isActive: false });
    expect((await catalogue.put('/products/2147483000', productBody())).status).toBe(404);
  });

  it('adds variants by option values: the same options each time, each combination once, each SKU once', async () => {
    const created = await catalogue.post('/products', productBody({ name: 'Kampot Blend' }));
    const productId = created.body.data.id;
    const add = (sku: string, optionValues: Record<string, string>[]) =>
      catalogue.post(`/products/${productId}/variants`, { sku, optionValues });

    const first = await add('KB-250-WB', [
      { option: 'Bag size', optionKm: 'ទំហំកញ្ចប់', value: '250 g', valueKm: '250 ក្រាម' },
      { option: 'Grind', value: 'Whole bean' },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.name).toBe('250 g · Whole bean');
    const second = await add('KB-1K-WB', [
      { option: 'bag size', value: '1 kg' },
      { option: 'Grind', value: 'whole bean' },
    ]);
    expect(second.status, JSON.stringify(second.body)).toBe(200);

    expect(envelopeOf(await add('KB-X', [{ option: 'Bag size', value: '500 g' }])).message).toBe(
      'adminCatalogueOptionsMustMatch',
    );
    const twice = await add('KB-Y', [
      { option: 'Grind', value: 'Whole Bean' },
      { option: 'Bag size', value: '250 G' },
    ]);
    expect(twice.status).toBe(409);
    expect(envelopeOf(twice).message).toBe('adminCatalogueVariantExists');
    const sameSku = await add('KB-250-WB', [
      { option: 'Bag size', value: '500 g' },
      { option: 'Grind', value: 'Espresso' },
    ]);
    expect(sameSku.status).toBe(409);
    expect(envelopeOf(sameSku).message).toBe('adminCatalogueSkuTaken');
    expect(envelopeOf(await add('bad sku!', [])).message).toBe('adminCatalogueSkuInvalid');

    for (const variant of [first, second])
      await catalogue.put(`/variants/${variant.body.data.id}/prices`, {
        prices: [{ customerGroupId: 142, priceCents: 1_000 }],
      });
    const shop = (await http.get(`/client/product/${productId}`, { headers: { 'accept-language': 'km-KH' } }))
      .body.data;
    expect(shop.options.map((option: { name: string }) => option.name)).toEqual(['ទំហំកញ្ចប់', 'Grind']);
    expect(shop.variants).toHaveLength(2);

    // A variant taken off sale leaves the shop; its SKU can change.
    const off = await catalogue.put(`/variants/${second.body.data.id}`, {
      sku: 'KB-1000-WB',
      isActive: false,
    });
    expect(off.body.data).toMatchObject({ sku: 'KB-1000-WB', isActive: false });
    expect((await http.get(`/client/product/${productId}`)).body.data.variants).toHaveLength(1);
  });

  it('lists products with a name or SKU search, a category with its sub-categories, published or not, paged', async () => {
    const parent = (
      await api.db
        .selectFrom('categories')
        .select('parent_id')
        .where('id', '=', categoryId)
        .executeTakeFirstOrThrow()
    ).parent_id as number;
    const created = await catalogue.post('/products', productBody({ name: 'Zebra Peaberry Lot 9' }));
    const productId = created.body.data.id;
    await catalogue.post(`/products/${productId}/variants`, { sku: 'ZEBRA-LOT9' });
    await catalogue.put(
      `/products/${productId}`,
      productBody({ name: 'Zebra Peaberry Lot 9', isActive: false }),
    );

    const byName = await catalogue.get('/products?search=zebra%20peaberry');
    expect(byName.status).toBe(200);
    expect(byName.body.data).toEqual([
      expect.objectContaining({
        id: productId,
        isActive: false,
        variantCount: 1,
        stock: 0,
        priceCents: null,
        categoryId,
      }),
    ]);
    expect((await catalogue.get('/products?search=zebra-lot')).body.data[0]?.id).toBe(productId);
    expect((await catalogue.get(`/products?search=zebra&categoryId=${parent}`)).body.meta.total).toBe(1);
    expect((await catalogue.get('/products?search=zebra&status=published')).body.meta.total).toBe(0);
    expect((await catalogue.get('/products?search=zebra&status=unpublished')).body.meta.total).toBe(1);

    const page = await catalogue.get('/products?limit=5&offset=5');
    expect(page.body.data).toHaveLength(5);
    expect(page.body.meta).toMatchObject({ limit: 5, offset: 5 });
    expect(page.body.meta.total).toBeGreaterThan(10);

    const seeded = (await catalogue.get('/products?search=last%20lot')).body.data[0];
    expect(seeded).toMatchObject({ stock: 5, priceCents: expect.any(Number), isActive: true });
    expect(
      (await catalogue.get(`/products/${seeded.id}`)).body.data.variants[0].prices.length,
    ).toBeGreaterThan(0);
  });

  it('keeps a seeded product as staff left it when the seed runs again', async () => {
    const seeded = (await catalogue.get('/products?search=last%20lot')).body.data[0];
    const detail = (await catalogue.get(`/products/${seeded.id}`)).body.data;
    const variantId = detail.variants[0].id;
    await catalogue.put(`/variants/${variantId}/prices`, {
      prices: [{ customerGroupId: 142, priceCents: 4_321 }],
    });
    await seedProducts(api.db);
    expect((await catalogue.get(`/products/${seeded.id}`)).body.data.variants[0].prices).toEqual([
      { customerGroupId: 142, priceCents: 4_321, compareAtCents: null },
    ]);
  });

  it('gives sales staff 403/4430 on products, prices and stock', async () => {
    const { productId, variantId } = await pricedProduct();
    for (const answer of [
      await sales.get('/products'),
      await sales.get(`/products/${productId}`),
      await sales.post('/products', productBody()),
      await sales.put(`/variants/${variantId}/prices`, { prices: [] }),
      await sales.post(`/variants/${variantId}/stock-adjustments`, { quantity: 1, reason: 'x' }),
    ]) {
      expect(answer.status).toBe(403);
      expect(envelopeOf(answer)).toMatchObject({
        code: ErrorCode.permissionDenied,
        message: 'youDontHaveAPermission',
      });
    }
    expect((await sales.get('/catalogue-choices')).status).toBe(200);
  });

  it('offers every category and brand for the forms', async () => {
    const choices = await catalogue.get('/catalogue-choices');
    expect(choices.body.data.categories).toContainEqual(expect.objectContaining({ id: 7, parentId: null }));
    expect(choices.body.data.brands.length).toBeGreaterThan(0);
    // Each top category is followed by its own sub-categories.
    const ids = choices.body.data.categories.map((category: { id: number }) => category.id);
    expect(ids.indexOf(101)).toBe(ids.indexOf(1) + 1);
    expect(ids.indexOf(2)).toBeGreaterThan(ids.indexOf(104));
  });
});
