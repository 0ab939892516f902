import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { generalCustomerGroupId } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { addAddress, makeBusinessPartner } from '../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';

/** A product staff priced for general customers only: a group without its own price pays the general one. */
describe('a product with only the general price', () => {
  let api: StartedApi;
  let http: Http;
  let partner: SignedIn;
  let productId: number;
  let categoryId: number;
  const name = `Ratanakiri Solo ${Date.now()}`;
  const generalCents = 2_450;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const catalogue = staffCalls(
      http,
      (await staffMember(http, await adminToken(http), 'catalogue')).accessToken,
    );
    categoryId = (
      await api.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    const created = await catalogue.post('/products', {
      name,
      nameKm: 'រតនគិរី',
      description: 'Single origin.',
      descriptionKm: 'ដើមតែមួយ',
      categoryId,
      brandId: null,
      isActive: true,
      isTopSelection: false,
      images: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    productId = created.body.data.id;
    const variant = await catalogue.post(`/products/${productId}/variants`, { sku: `RSO-${productId}` });
    expect(variant.status, JSON.stringify(variant.body)).toBe(200);
    const priced = await catalogue.put(`/variants/${variant.body.data.id}/prices`, {
      prices: [{ customerGroupId: generalCustomerGroupId, priceCents: generalCents }],
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    await api.db
      .updateTable('product_variants')
      .set({ stock: 20 })
      .where('id', '=', variant.body.data.id)
      .execute();
    partner = await signUp(http);
    await makeBusinessPartner(api.db, partner.id, 0);
  });
  afterAll(() => api?.close());

  const asPartner = (path: string) => http.get(path, { token: partner.accessToken });

  it('shows a business partner the product page at the general price', async () => {
    const detail = await asPartner(`/client/product/${productId}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({ id: productId, price: generalCents });
    expect(detail.body.data.variants).toEqual([expect.objectContaining({ price: generalCents })]);
    const variants = await asPartner(`/client/variant?productId=${productId}`);
    expect(variants.body.data).toEqual([expect.objectContaining({ price: generalCents })]);
  });

  it('lists it for a business partner in its category, counted the same as for a guest', async () => {
    const guest = await http.get(`/client/product?categoryId=${categoryId}&limit=100`);
    const listed = await asPartner(`/client/product?categoryId=${categoryId}&limit=100`);
    expect(listed.body.data.map((item: { id: number }) => item.id)).toContain(productId);
    expect(listed.body.meta.total).toBe(guest.body.meta.total);
    expect(listed.body.data.find((item: { id: number }) => item.id === productId).price).toBe(generalCents);
  });

  it('finds it for a business partner in search and in the search box suggestions', async () => {
    const found = await asPartner(`/client/search?key=${encodeURIComponent(name)}`);
    expect(found.body.data).toEqual([expect.objectContaining({ id: productId, price: generalCents })]);
    const suggested = await asPartner(`/client/search/suggest?q=${encodeURIComponent(name)}`);
    expect(suggested.body.data.products).toEqual([
      expect.objectContaining({ id: productId, price: generalCents }),
    ]);
  });

  it('lets a business partner buy it at the general price, from the cart through checkout', async () => {
    const added = await http.post(
      '/client/cart/add',
      { productId, quantity: 2 },
      { token: partner.accessToken },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = await asPartner('/client/cart');
    expect(cart.body.data).toEqual([
      expect.objectContaining({ productId, unitPrice: generalCents, lineTotal: 2 * generalCents }),
    ]);
    const addressId = await addAddress(http, partner);
    const placed = await http.post(
      '/client/order',
      { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery' },
      { token: partner.accessToken },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.lines).toEqual([
      expect.objectContaining({ productId, unitPrice: generalCents, quantity: 2 }),
    ]);
  });
});
