import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { addAddress, createProduct } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('coupons in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let sales: ReturnType<typeof staffCalls>;
  let salesStaff: SignedIn;
  let catalogue: ReturnType<typeof staffCalls>;
  let productId: number;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const admin = await adminToken(http);
    salesStaff = await staffMember(http, admin, 'sales');
    sales = staffCalls(http, salesStaff.accessToken);
    catalogue = staffCalls(http, (await staffMember(http, admin, 'catalogue')).accessToken);
    productId = (await createProduct(api.db, { price: 3_000, stock: 1_000 })).productId;
  });
  afterAll(() => api?.close());

  let serial = 0;
  const couponBody = (overrides: Record<string, unknown> = {}) => ({
    code: `rainy${++serial}`,
    title: 'Rainy season 15%',
    titleKm: 'រដូវវស្សា ១៥%',
    discountType: 'percent',
    discountValue: 15,
    maxDiscountCents: 1_000,
    minOrderCents: 2_000,
    usageLimit: null,
    usageLimitPerUser: null,
    startDate: null,
    endDate: null,
    isActive: true,
    ...overrides,
  });

  /** A customer with one $30 item in the cart. */
  const customerWithCart = async () => {
    const customer = await signUp(http);
    await http.post('/client/cart/add', { productId, quantity: 1 }, { token: customer.accessToken });
    return customer;
  };
  const check = (customer: SignedIn, code: string) =>
    http.post('/client/coupon/check-availability', { code }, { token: customer.accessToken });

  it('creates a coupon a customer can apply in any case, and counts its uses', async () => {
    const created = await sales.post('/coupons', couponBody({ code: 'Monsoon15', usageLimit: 5 }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'MONSOON15',
      discountType: 'percent',
      discountValue: 15,
      usageLimit: 5,
      usedCount: 0,
      isActive: true,
    });

    const customer = await customerWithCart();
    const checked = await check(customer, 'monsoon15');
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.discountAmount).toBe(450);

    const addressId = await addAddress(http, customer);
    const order = await http.post(
      '/client/order',
      { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery', couponCode: 'Monsoon15' },
      { token: customer.accessToken },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const listed = await sales.get('/coupons?search=monsoon');
    expect(listed.body.data).toEqual([expect.objectContaining({ code: 'MONSOON15', usedCount: 1 })]);

    const audit = await api.db
      .selectFrom('audit_log')
      .select(['action', 'staff_user_id', 'after'])
      .where('entity', '=', 'coupon')
      .where('entity_id', '=', String(created.body.data.id))
      .execute();
    expect(audit).toEqual([
      {
        action: 'coupon.create',
        staff_user_id: salesStaff.id,
        after: expect.objectContaining({ code: 'MONSOON15' }),
      },
    ]);
  });

  it('refuses a code that exists in another case, also a seeded one, also when editing', async () => {
    const first = await sales.post('/coupons', couponBody({ code: 'DRY-SEASON' }));
    expect(first.status).toBe(200);
    for (const code of ['dry-season', 'Dry-Season', 'welcome10']) {
      const answer = await sales.post('/coupons', couponBody({ code }));
      expect(answer.status, code).toBe(409);
      expect(envelopeOf(answer)).toMatchObject({ code: ErrorCode.conflict, message: 'adminCouponCodeTaken' });
    }
    const other = await sales.post('/coupons', couponBody());
    const renamed = await sales.put(`/coupons/${other.body.data.id}`, couponBody({ code: 'dry-SEASON' }));
    expect(renamed.status).toBe(409);
    // Its own code, in another case, is its own.
    const same = await sales.put(
      `/coupons/${first.body.data.id}`,
      couponBody({ code: 'dry-season', title: 'Dry season' }),
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data).toMatchObject({ code: 'DRY-SEASON', title: 'Dry season' });
  });

  it('gives one of two staff saving the same new code at once a 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        sales.post('/coupons', couponBody({ code: index % 2 ? 'twins' : 'TWINS' })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it.each([
    [{ code: '' }, 'adminCouponCodeIsRequired'],
    [{ code: 'two words' }, 'adminCouponCodeInvalid'],
    [{ title: ' ' }, 'adminCouponTitleIsRequired'],
    [{ discountType: 'free' }, 'adminCouponDiscountTypeIsRequired'],
    [{ discountValue: 0 }, 'adminCouponValueInvalid'],
    [{ discountValue: 150 }, 'adminCouponPercentTooHigh'],
    [{ discountType: 'amount', discountValue: 12.5 }, 'adminCouponValueInvalid'],
    [{ minOrderCents: -1 }, 'adminCataloguePriceNegative'],
    [{ minOrderCents: 10.5 }, 'adminCataloguePriceNotWholeCents'],
    [{ usageLimit: 0 }, 'adminCouponLimitInvalid'],
    [{ startDate: '2026-02-30' }, 'adminCouponDateInvalid'],
    [{ startDate: '2026-03-10', endDate: '2026-03-09' }, 'adminCouponEndBeforeStart'],
    [{ customerGroupId: 999_999 }, 'adminCustomerGroupIsRequired'],
    [{ categoryId: 999_999 }, 'adminCatalogueCategoryIsRequired'],
  ])('refuses %j with %s', async (overrides, key) => {
    const answer = await sales.post('/coupons', couponBody(overrides));
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer)).toMatchObject({ code: ErrorCode.validation, message: key });
  });

  it('runs from the first Phnom Penh day to the end of the last one', async () => {
    const created = await sales.post(
      '/coupons',
      couponBody({ code: 'FUTURE', startDate: '2099-01-01', endDate: '2099-01-31' }),
    );
    expect(created.body.data).toMatchObject({
      startsAt: '2098-12-31T17:00:00.000Z',
      endsAt: '2099-01-31T17:00:00.000Z',
      startDate: '2099-01-01',
      endDate: '2099-01-31',
    });
    const customer = await customerWithCart();
    expect(envelopeOf(await check(customer, 'future')).message).toBe('couponNotStarted');

    const over = await sales.post('/coupons', couponBody({ code: 'PAST', endDate: '2020-01-31' }));
    expect(over.status).toBe(200);
    expect(envelopeOf(await check(customer, 'past')).message).toBe('couponExpired');
  });

  it('edits the rules, refuses a usage limit below the uses made, and deactivates', async () => {
    const created = await sales.post('/coupons', couponBody({ code: 'EDITME', usageLimitPerUser: 2 }));
    const id = created.body.data.id;
    const customer = await customerWithCart();
    expect((await check(customer, 'EDITME')).status).toBe(200);

    const stricter = await sales.put(`/coupons/${id}`, couponBody({ code: 'EDITME', minOrderCents: 5_000 }));
    expect(stricter.body.data.minOrderCents).toBe(5_000);
    expect(envelopeOf(await check(customer, 'EDITME')).message).toBe('couponMinimumOrderNotReached');

    await api.db.updateTable('coupons').set({ used_count: 3 }).where('id', '=', id).execute();
    const tooLow = await sales.put(`/coupons/${id}`, couponBody({ code: 'EDITME', usageLimit: 2 }));
    expect(envelopeOf(tooLow).message).toBe('adminCouponLimitBelowUsed');

    const off = await sales.post(`/coupons/${id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ isActive: false, usedCount: 3 });
    expect(envelopeOf(await check(customer, 'EDITME')).message).toBe('couponNotFound');
    expect((await sales.get('/coupons?search=editme&status=active')).body.meta.total).toBe(0);
    expect((await sales.get('/coupons?search=editme&status=inactive')).body.meta.total).toBe(1);

    const actions = await api.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'coupon')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.deactivate']);
    expect(actions[1]).toMatchObject({ before: { minOrderCents: 2_000 }, after: { minOrderCents: 5_000 } });
    expect(actions[2]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect((await sales.post('/coupons/2147483000/deactivate')).status).toBe(404);
    expect((await sales.put('/coupons/2147483000', couponBody())).status).toBe(404);
  });

  it('lists coupons with their used count, paged', async () => {
    const page = await sales.get('/coupons?limit=2');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.total).toBeGreaterThan(2);
    const seeded = (await sales.get('/coupons?search=welcome')).body.data[0];
    expect(seeded).toMatchObject({ code: 'WELCOME10', usageLimitPerUser: 1, usedCount: expect.any(Number) });
  });

  it('gives catalogue staff 403/4430 on coupons', async () => {
    const { id } = (await sales.get('/coupons?limit=1')).body.data[0];
    for (const answer of [
      await catalogue.get('/coupons'),
      await catalogue.post('/coupons', couponBody()),
      await catalogue.put(`/coupons/${id}`, couponBody()),
      await catalogue.post(`/coupons/${id}/deactivate`),
    ]) {
      expect(answer.status).toBe(403);
      expect(envelopeOf(answer)).toMatchObject({
        code: ErrorCode.permissionDenied,
        message: 'youDontHaveAPermission',
      });
    }
  });
});
