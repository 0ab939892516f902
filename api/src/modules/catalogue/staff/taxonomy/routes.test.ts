import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode, phnomPenhDayOf } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { createProduct } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('categories, brands and promotions in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let staff: SignedIn;
  let catalogue: ReturnType<typeof staffCalls>;
  let token: string;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const admin = await adminToken(http);
    staff = await staffMember(http, admin, 'catalogue');
    token = staff.accessToken;
    catalogue = staffCalls(http, token);
  });
  afterAll(() => api?.close());

  const del = (path: string) => http.delete(`/admin-api${path}`, { token });
  const sidebar = async (language = 'en-US') => {
    const answer = await http.get('/client/category', { headers: { 'accept-language': language } });
    expect(answer.status).toBe(200);
    return answer.body.data as { id: number; name: string; children: { id: number; name: string }[] }[];
  };
  const auditOf = (entity: string, id: number) =>
    api.db
      .selectFrom('audit_log')
      .select(['action', 'staff_user_id'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const productIn = async (categoryId: number, isActive = true, brandId: number | null = null) => {
    const { productId } = await createProduct(api.db);
    await api.db
      .updateTable('products')
      .set({ category_id: categoryId, is_active: isActive, brand_id: brandId })
      .where('id', '=', productId)
      .execute();
    return productId;
  };

  it('creates and renames a category in English and Khmer, and the sidebar shows it at once', async () => {
    await sidebar();
    const top = await catalogue.post('/categories', { name: 'Cold brew', nameKm: 'កាហ្វេត្រជាក់' });
    expect(top.status, JSON.stringify(top.body)).toBe(200);
    const child = await catalogue.post('/categories', { name: 'Bottles', parentId: top.body.data.id });
    expect(child.body.data).toMatchObject({ parentId: top.body.data.id, depth: 1, isActive: true });
    expect((await sidebar()).find((row) => row.id === top.body.data.id)?.children).toEqual([
      expect.objectContaining({ id: child.body.data.id, name: 'Bottles' }),
    ]);

    const renamed = await catalogue.put(`/categories/${child.body.data.id}`, {
      name: 'Glass bottles',
      nameKm: 'ដបកែវ',
      parentId: top.body.data.id,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const km = (await sidebar('km-KH')).find((row) => row.id === top.body.data.id);
    expect(km?.name).toBe('កាហ្វេត្រជាក់');
    expect(km?.children[0]?.name).toBe('ដបកែវ');
    expect((await sidebar()).find((row) => row.id === top.body.data.id)?.children[0]?.name).toBe(
      'Glass bottles',
    );
    expect(await auditOf('category', child.body.data.id)).toEqual([
      { action: 'category.create', staff_user_id: staff.id },
      { action: 'category.update', staff_user_id: staff.id },
    ]);

    // Moved to the top level, then one step up: the sidebar follows.
    await catalogue.put(`/categories/${child.body.data.id}`, { name: 'Glass bottles', parentId: null });
    const before = (await sidebar()).map((row) => row.id);
    const at = before.indexOf(child.body.data.id);
    const moved = await catalogue.post(`/categories/${child.body.data.id}/move`, { direction: 'up' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = (await sidebar()).map((row) => row.id);
    expect(after.indexOf(child.body.data.id)).toBe(at - 1);
  });

  it('answers the first failing field’s key', async () => {
    const blank = await catalogue.post('/categories', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(envelopeOf(blank).message).toBe('adminTaxonomyNameIsRequired');
    const underPackage = await catalogue.post('/categories', { name: 'Kits', parentId: 7 });
    expect(envelopeOf(underPackage).message).toBe('adminTaxonomyParentInvalid');
    const brand = await catalogue.post('/brands', {});
    expect(envelopeOf(brand).message).toBe('adminTaxonomyNameIsRequired');
  });

  it('refuses hiding or deleting a category with published products, and deletes an empty one', async () => {
    const made = await catalogue.post('/categories', { name: 'Syrups' });
    const id = made.body.data.id as number;
    const productId = await productIn(id);
    for (const answer of [
      await catalogue.put(`/categories/${id}/visibility`, { isActive: false }),
      await del(`/categories/${id}`),
    ]) {
      expect(answer.status).toBe(409);
      expect(envelopeOf(answer)).toMatchObject({
        code: ErrorCode.conflict,
        message: 'adminTaxonomyCategoryHasPublishedProducts',
      });
    }
    await api.db.updateTable('products').set({ is_active: false }).where('id', '=', productId).execute();
    const hidden = await catalogue.put(`/categories/${id}/visibility`, { isActive: false });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect((await sidebar()).some((row) => row.id === id)).toBe(false);
    const stillUsed = await del(`/categories/${id}`);
    expect(envelopeOf(stillUsed).message).toBe('adminTaxonomyCategoryHasProducts');

    const empty = await catalogue.post('/categories', { name: 'Empty shelf' });
    const removed = await del(`/categories/${empty.body.data.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(
      (await catalogue.get('/categories')).body.data.some(
        (row: { id: number }) => row.id === empty.body.data.id,
      ),
    ).toBe(false);
    expect((await auditOf('category', empty.body.data.id)).map((row) => row.action)).toEqual([
      'category.create',
      'category.delete',
    ]);
  });

  it('never deletes, hides or moves the package-promotion category', async () => {
    const other = (await sidebar()).find((row) => row.id !== 7) as { id: number };
    const answers = [
      await del('/categories/7'),
      await catalogue.put('/categories/7/visibility', { isActive: false }),
      await catalogue.put('/categories/7', { name: 'Packages', parentId: other.id }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(envelopeOf(answer).message).toBe('adminTaxonomyCategoryProtected');
    }
    const seven = (await catalogue.get('/categories')).body.data.find((row: { id: number }) => row.id === 7);
    expect(seven).toMatchObject({ id: 7, parentId: null, isActive: true, isProtected: true });
    expect((await sidebar()).some((row) => row.id === 7)).toBe(true);
  });

  it('creates, renames and hides brands, and refuses removing one in use', async () => {
    const made = await catalogue.post('/brands', { name: 'Mondulkiri Gold' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    const renamed = await catalogue.put(`/brands/${id}`, { name: 'Mondulkiri Reserve', nameKm: 'មណ្ឌលគិរី' });
    expect(renamed.body.data).toMatchObject({ name: 'Mondulkiri Reserve', nameKm: 'មណ្ឌលគិរី', products: 0 });
    const hidden = await catalogue.put(`/brands/${id}/visibility`, { isActive: false });
    expect(hidden.body.data.isActive).toBe(false);

    const categoryId = (await sidebar()).find((row) => row.id !== 7)?.id as number;
    await productIn(categoryId, true, id);
    const refused = await del(`/brands/${id}`);
    expect(refused.status).toBe(409);
    expect(envelopeOf(refused).message).toBe('adminTaxonomyBrandInUse');

    const unused = await catalogue.post('/brands', { name: 'Nobody’s brand' });
    expect((await del(`/brands/${unused.body.data.id}`)).status).toBe(200);
    expect((await auditOf('brand', id)).map((row) => row.action)).toEqual([
      'brand.create',
      'brand.update',
      'brand.hide',
    ]);
  });

  it('runs a promotion: the shop lists it, the cart charges its price, and ending it restores the regular price', async () => {
    const product = await createProduct(api.db, { price: 3_000, stock: 50 });
    const today = phnomPenhDayOf(new Date());
    const body = {
      title: 'Harvest week',
      titleKm: 'សប្តាហ៍ប្រមូលផល',
      startDate: today,
      endDate: today,
      productIds: [product.productId],
      prices: [{ variantId: product.variantIds[0], customerGroupId: 142, priceCents: 2_100 }],
    };
    const created = await catalogue.post('/promotions', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      status: 'running',
      startDate: today,
      endDate: today,
      products: 1,
    });

    const shop = await http.get('/client/promotion?limit=100');
    const listed = shop.body.data.find((row: { id: number }) => row.id === id);
    expect(listed.title).toBe('Harvest week');
    expect(listed.products[0]).toMatchObject({ id: product.productId, price: 2_100, compareAtPrice: 3_000 });

    const customer = await signUp(http);
    await http.post(
      '/client/cart/add',
      { productId: product.productId, quantity: 2 },
      { token: customer.accessToken },
    );
    const cart = await http.get('/client/cart', { token: customer.accessToken });
    expect(cart.body.data[0]).toMatchObject({ unitPrice: 2_100, compareAtPrice: 3_000 });
    expect(cart.body.paymentDetail).toMatchObject({
      subtotalAmount: 6_000,
      totalDiscountAmount: 1_800,
      totalAmount: 4_200,
    });

    const running = await catalogue.get('/promotions?status=running&limit=100');
    expect(running.body.data.map((row: { id: number }) => row.id)).toContain(id);

    const ended = await catalogue.post(`/promotions/${id}/end`);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data.status).toBe('ended');
    const again = await catalogue.post(`/promotions/${id}/end`);
    expect(envelopeOf(again).message).toBe('adminPromotionAlreadyEnded');
    expect(
      (await http.get('/client/promotion?limit=100')).body.data.some((row: { id: number }) => row.id === id),
    ).toBe(false);
    const after = await http.get('/client/cart', { token: customer.accessToken });
    expect(after.body.data[0]).toMatchObject({ unitPrice: 3_000 });
    expect(after.body.paymentDetail).toMatchObject({ totalDiscountAmount: 0, totalAmount: 6_000 });
    const endedList = await catalogue.get('/promotions?status=ended&limit=100');
    expect(endedList.body.data.map((row: { id: number }) => row.id)).toContain(id);
    expect((await auditOf('promotion', id)).map((row) => row.action)).toEqual([
      'promotion.create',
      'promotion.end',
    ]);
  });

  it('keeps an upcoming promotion’s price out of the shop, and edits it', async () => {
    const product = await createProduct(api.db, { price: 4_000 });
    const later = phnomPenhDayOf(new Date(Date.now() + 10 * 86_400_000));
    const created = await catalogue.post('/promotions', {
      title: 'Next month',
      startDate: later,
      endDate: later,
      productIds: [product.productId],
      prices: [{ variantId: product.variantIds[0], customerGroupId: 142, priceCents: 1_000 }],
    });
    expect(created.body.data.status).toBe('upcoming');
    const detail = await http.get(`/client/product/${product.productId}`);
    expect(detail.body.data.price ?? detail.body.data.variants?.[0]?.price).toBe(4_000);

    const edited = await catalogue.put(`/promotions/${created.body.data.id}`, {
      title: 'Next month, longer',
      startDate: later,
      endDate: phnomPenhDayOf(new Date(Date.now() + 20 * 86_400_000)),
      productIds: [product.productId],
      prices: [{ variantId: product.variantIds[0], customerGroupId: 142, priceCents: 1_500 }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Next month, longer',
      prices: [{ variantId: product.variantIds[0], customerGroupId: 142, priceCents: 1_500 }],
    });
    expect(edited.body.data.productList[0].variants[0].prices).toContainEqual({
      customerGroupId: 142,
      priceCents: 4_000,
    });
  });

  it('validates a promotion', async () => {
    const product = await createProduct(api.db);
    const other = await createProduct(api.db);
    const today = phnomPenhDayOf(new Date());
    const base = { title: 'Sale', startDate: today, endDate: today, productIds: [product.productId] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: '' }, 'adminPromotionTitleIsRequired'],
      [{ ...base, startDate: '2026-02-30' }, 'adminPromotionDateInvalid'],
      [{ ...base, startDate: '2026-05-02', endDate: '2026-05-01' }, 'adminPromotionEndBeforeStart'],
      [{ ...base, productIds: [] }, 'adminPromotionProductsRequired'],
      [
        { ...base, prices: [{ variantId: other.variantIds[0], customerGroupId: 142, priceCents: 100 }] },
        'adminPromotionProductInvalid',
      ],
      [
        { ...base, prices: [{ variantId: product.variantIds[0], customerGroupId: 142, priceCents: 0 }] },
        'adminPromotionPriceInvalid',
      ],
      [{ ...base, image: 'somebody-elses.png' }, 'adminPromotionImageNotUploaded'],
    ];
    for (const [body, key] of cases) {
      const answer = await catalogue.post('/promotions', body);
      expect(answer.status, key).toBe(400);
      expect(envelopeOf(answer).message, key).toBe(key);
    }
  });

  it('lists the package promotions', async () => {
    const answer = await catalogue.get('/package-promotions');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    const ids = (await catalogue.get('/categories')).body.data
      .filter((row: { id: number; parentId: number | null }) => row.id === 7 || row.parentId === 7)
      .map((row: { id: number }) => row.id);
    for (const row of answer.body.data) expect(ids).toContain(row.categoryId);
  });

  it('keeps sales staff out', async () => {
    const sales = staffCalls(http, (await staffMember(http, await adminToken(http), 'sales')).accessToken);
    for (const answer of [
      await sales.get('/categories'),
      await sales.get('/brands'),
      await sales.get('/promotions'),
    ]) {
      expect(answer.status).toBe(403);
      expect(envelopeOf(answer).code).toBe(ErrorCode.permissionDenied);
    }
  });
});
