import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { generalCustomerGroupId } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { createProduct, makeBusinessPartner, type TestProduct } from '../../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../../test/start-api';

const partnerGroupId = 143;

/**
 * One promotion rule for the product page, the lists, search and the cart: a running promotion's price for the
 * buyer's group, else the general group's; the lower of it and the regular price is charged.
 */
describe('a running promotion’s price for a customer group', () => {
  let api: StartedApi;
  let http: Http;
  let partner: SignedIn;
  let customer: SignedIn;
  let generalOnly: TestProduct;
  let both: TestProduct;
  const name = `Mondulkiri Harvest ${Date.now()}`;

  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
    generalOnly = await createProduct(api.db, { price: 3_000, partnerPrice: 2_800 });
    both = await createProduct(api.db, { price: 3_000, partnerPrice: 2_800 });
    await api.db
      .updateTable('products')
      .set({ name })
      .where('id', 'in', [generalOnly.productId, both.productId])
      .execute();
    const promotion = async (key: string, endsAt: Date | null) =>
      (
        await api.db
          .insertInto('promotions')
          .values({ key: `${key}-${Date.now()}`, title: key, starts_at: null, ends_at: endsAt })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const running = await promotion('running', null);
    const ended = await promotion('ended', new Date(Date.now() - 86_400_000));
    await api.db
      .insertInto('promotion_prices')
      .values([
        {
          promotion_id: running,
          variant_id: generalOnly.variantIds[0] as number,
          customer_group_id: generalCustomerGroupId,
          price_cents: 2_000,
        },
        {
          promotion_id: ended,
          variant_id: generalOnly.variantIds[0] as number,
          customer_group_id: partnerGroupId,
          price_cents: 1_000,
        },
        {
          promotion_id: running,
          variant_id: both.variantIds[0] as number,
          customer_group_id: generalCustomerGroupId,
          price_cents: 2_000,
        },
        {
          promotion_id: running,
          variant_id: both.variantIds[0] as number,
          customer_group_id: partnerGroupId,
          price_cents: 1_500,
        },
      ])
      .execute();
    customer = await signUp(http);
    partner = await signUp(http);
    await makeBusinessPartner(api.db, partner.id, 0);
  });
  afterAll(() => api?.close());

  const priceOn = async (who: SignedIn, productId: number) => {
    const detail = await http.get(`/client/product/${productId}`, { token: who.accessToken });
    const found = await http.get(`/client/search?key=${encodeURIComponent(name)}`, {
      token: who.accessToken,
    });
    const listed = found.body.data.find((item: { id: number }) => item.id === productId);
    expect(listed.price).toBe(detail.body.data.price);
    return { price: detail.body.data.price, compareAt: detail.body.data.compareAtPrice };
  };

  it('charges a group its own running promotion price, else the general group’s, on the product page and in search', async () => {
    expect(await priceOn(customer, generalOnly.productId)).toEqual({ price: 2_000, compareAt: 3_000 });
    expect(await priceOn(customer, both.productId)).toEqual({ price: 2_000, compareAt: 3_000 });
    expect(await priceOn(partner, generalOnly.productId)).toEqual({ price: 2_000, compareAt: 2_800 });
    expect(await priceOn(partner, both.productId)).toEqual({ price: 1_500, compareAt: 2_800 });
  });

  it('charges the same in the cart', async () => {
    for (const who of [customer, partner])
      for (const { productId } of [generalOnly, both])
        await http.post('/client/cart/add', { productId, quantity: 1 }, { token: who.accessToken });
    const lines = async (who: SignedIn) =>
      (await http.get('/client/cart', { token: who.accessToken })).body.data.map(
        (line: { productId: number; unitPrice: number; compareAtPrice: number | null }) => [
          line.productId,
          line.unitPrice,
          line.compareAtPrice,
        ],
      );
    expect(await lines(customer)).toEqual([
      [generalOnly.productId, 2_000, 3_000],
      [both.productId, 2_000, 3_000],
    ]);
    expect(await lines(partner)).toEqual([
      [generalOnly.productId, 2_000, 2_800],
      [both.productId, 1_500, 2_800],
    ]);
  });
});
