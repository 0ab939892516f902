import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  phnomPenhDateTime,
  phnomPenhInstant,
  pickupDays,
  pickupLeadMinutes,
  type WeeklyHours,
} from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import {
  addAddress,
  createProduct,
  givePoints,
  makeBusinessPartner,
  stockOf,
} from '../../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { createOrderMoves } from '../../../flows/order-moves';
import { signConfirmation } from '../../../platform/payments/gateway';
import { crc16, parseTlv } from '../../../platform/payments/khqr';

describe('/client cart and orders', () => {
  let api: StartedApi;
  let http: Http;
  let alice: SignedIn;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
    alice = await signUp(http);
  });
  afterAll(() => api?.close());

  const as = (user: SignedIn) => ({
    cart: () => http.get('/client/cart', { token: user.accessToken }),
    add: (body: Record<string, unknown>) => http.post('/client/cart/add', body, { token: user.accessToken }),
    quick: () => http.get('/client/cart-quick-order', { token: user.accessToken }),
    order: (body: Record<string, unknown>, key?: string) =>
      http.post('/client/order', body, {
        token: user.accessToken,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      }),
    get: (path: string) => http.get(`/client${path}`, { token: user.accessToken }),
  });
  const cod = (addressId: number) => ({
    deliveryType: 'delivery',
    addressId,
    paymentMethod: 'cash_on_delivery',
  });
  /** The staff's side of the order table, driven through the same service the API uses. */
  const staff = () =>
    createOrderMoves({ db: api.db, clock: { now: () => new Date() }, onStockChanged: () => {} });

  describe('cart', () => {
    it('adds, changes and removes lines, with totals from promotion prices and a real profile count', async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { price: 800, compareAt: 1_000, stock: 10 });
      expect((await as(user).add({ productId: product.productId, quantity: 2 })).body.data).toEqual({
        totalCart: 1,
      });
      await as(user).add({ productId: product.productId, quantity: 1 });
      const cart = await as(user).cart();
      expect(cart.status).toBe(200);
      expect(cart.body.totalCart).toBe(1);
      expect(cart.body.data[0]).toMatchObject({
        quantity: 3,
        unitPrice: 800,
        lineTotal: 2_400,
        available: true,
      });
      expect(cart.body.paymentDetail).toEqual({
        subtotalAmount: 3_000,
        totalDiscountAmount: 600,
        totalAmount: 2_400,
      });
      expect((await as(user).get('/account/profile')).body.data.totalCartItems).toBe(1);

      const lineId = cart.body.data[0].id;
      expect(
        (await http.put(`/client/cart/${lineId}`, { quantity: 5 }, { token: user.accessToken })).status,
      ).toBe(200);
      expect((await as(user).cart()).body.data[0].quantity).toBe(5);
      expect((await http.delete(`/client/cart/${lineId}`, { token: user.accessToken })).status).toBe(200);
      expect((await as(user).cart()).body).toMatchObject({
        data: [],
        totalCart: 0,
        paymentDetail: { totalAmount: 0 },
      });
    });

    it('refuses quantity 0, a missing variant, out-of-stock and over-stock, in the cart and the quick order', async () => {
      const sized = await createProduct(api.db, { optionValues: ['250 g', '1 kg'], stock: 3 });
      const empty = await createProduct(api.db, { stock: 0 });
      const u = as(alice);
      expect((await u.add({ productId: sized.productId, quantity: 0 })).body.message).toBe(
        'cartQuantityMustBeAboveZero',
      );
      expect((await u.add({ productId: sized.productId, quantity: 1 })).body.message).toBe(
        'cartVariantIsRequired',
      );
      expect((await u.add({ productId: empty.productId, quantity: 1 })).body.message).toBe('cartOutOfStock');
      expect(
        (await u.add({ productId: sized.productId, variantId: sized.variantIds[0], quantity: 4 })).body
          .message,
      ).toBe('cartNotEnoughStock');
      const quick = await http.post(
        '/client/cart/save-to-quick-order',
        { productId: sized.productId, variantId: sized.variantIds[1], quantity: 4 },
        { token: alice.accessToken },
      );
      expect(quick.status).toBe(409);
      expect(quick.body.message).toBe('cartNotEnoughStock');
      const other = await createProduct(api.db);
      expect(
        (await u.add({ productId: sized.productId, variantId: other.variantIds[0], quantity: 1 })).body
          .message,
      ).toBe('cartVariantIsRequired');
    });

    it('needs a signed-in user', async () => {
      expect((await http.get('/client/cart')).status).toBe(401);
    });
  });

  describe('placing an order', () => {
    it('is one transaction: stock, best sellers, history, notification and an emptied cart', async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { price: 1_250, stock: 7 });
      const addressId = await addAddress(http, user);
      await as(user).add({ productId: product.productId, quantity: 2 });
      const placed = await as(user).order({ ...cod(addressId), remark: 'Ring twice' });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const order = placed.body.data;
      expect(order).toMatchObject({
        status: 'pending',
        paymentMethod: 'cash_on_delivery',
        paymentStatus: 'unpaid',
        totalAmount: 2_500,
        itemCount: 2,
        remark: 'Ring twice',
        khqr: null,
      });
      expect(order.paymentDetail).toMatchObject({ deliveryFee: 0, subtotalAmount: 2_500 });
      expect(order.expectedDelivery.kind).toBe('slot');
      expect(order.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending' })]);
      expect(await stockOf(api.db, product.variantIds[0] as number)).toBe(5);
      const sold = await api.db
        .selectFrom('products')
        .select('sold_count')
        .where('id', '=', product.productId)
        .executeTakeFirstOrThrow();
      expect(sold.sold_count).toBe(2);
      const movements = await api.db
        .selectFrom('stock_movements')
        .select(['quantity', 'stock_after', 'reason', 'order_id'])
        .where('variant_id', '=', product.variantIds[0] as number)
        .execute();
      expect(movements).toEqual([
        { quantity: -2, stock_after: 5, reason: 'stockReasonOrder', order_id: order.id },
      ]);
      expect((await as(user).cart()).body.totalCart).toBe(0);
      const notes = await api.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('ref_id', '=', order.id)
        .execute();
      expect(notes).toHaveLength(1);
      expect(notes[0]?.type).toBe('transaction');
      const noticeIn = async (language: string) =>
        (
          await http.get(`/client/notification/${notes[0]?.id}`, {
            token: user.accessToken,
            headers: { 'accept-language': language },
          })
        ).body.data;
      expect(await noticeIn('en-US')).toMatchObject({
        title: `Order ${order.orderNumber}`,
        body: expect.stringContaining('Pending'),
      });
      expect(await noticeIn('km-KH')).toMatchObject({
        title: `ការបញ្ជាទិញ ${order.orderNumber}`,
        body: expect.stringContaining('កំពុងរង់ចាំ'),
      });

      const list = await as(user).get('/order?status=pending&limit=10');
      expect(list.body.meta).toEqual({ limit: 10, offset: 0, total: 1 });
      expect((await as(user).get('/order?status=completed')).body.data).toEqual([]);
      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      expect((await as(user).get(`/order?startDate=${today}&endDate=${today}`)).body.meta.total).toBe(1);
      expect((await as(user).get('/order?startDate=2020-01-01&endDate=2020-01-02')).body.meta.total).toBe(0);
      const count = await as(user).get('/order/count');
      expect(count.body.data.all).toBe(1);
      expect(count.body.data.byStatus.pending).toBe(1);
      expect(Object.keys(count.body.data.byStatus)).toHaveLength(12);
      expect((await as(user).get('/order/recent-remark')).body.data).toEqual(['Ring twice']);
      expect((await as(alice).get(`/order/detail/${order.id}`)).status).toBe(404);
    });

    it('refuses an empty cart and a cart line the stock no longer covers', async () => {
      const user = await signUp(http);
      const addressId = await addAddress(http, user);
      expect((await as(user).order(cod(addressId))).body.message).toBe('orderCartIsEmpty');
      const product = await createProduct(api.db, { stock: 2 });
      await as(user).add({ productId: product.productId, quantity: 2 });
      await api.db
        .updateTable('product_variants')
        .set({ stock: 1 })
        .where('id', '=', product.variantIds[0] as number)
        .execute();
      const refused = await as(user).order(cod(addressId));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('cartNotEnoughStock');
      expect(await stockOf(api.db, product.variantIds[0] as number)).toBe(1);
    });

    it('makes one order of one idempotency key, sent twice at once and again later', async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { stock: 10 });
      const addressId = await addAddress(http, user);
      await as(user).add({ productId: product.productId, quantity: 1 });
      const key = `key-${user.id}-abcdef`;
      const answers = await Promise.all([
        as(user).order(cod(addressId), key),
        as(user).order(cod(addressId), key),
      ]);
      const again = await as(user).order({ ...cod(addressId), idempotencyKey: key });
      const ids = [...answers, again].map((a) => a.body.data?.id);
      expect(new Set(ids).size).toBe(1);
      expect(typeof ids[0]).toBe('number');
      expect((await as(user).get('/order')).body.meta.total).toBe(1);
      expect(await stockOf(api.db, product.variantIds[0] as number)).toBe(9);
    });

    it('lets 50 buyers race for the last 5 units: exactly 5 orders, stock 0', async () => {
      const product = await createProduct(api.db, { stock: 50 });
      const buyers = await Promise.all(Array.from({ length: 50 }, () => signUp(http)));
      const addresses = await Promise.all(buyers.map((buyer) => addAddress(http, buyer)));
      for (const buyer of buyers) await as(buyer).add({ productId: product.productId, quantity: 1 });
      await api.db
        .updateTable('product_variants')
        .set({ stock: 5 })
        .where('id', '=', product.variantIds[0] as number)
        .execute();
      const answers = await Promise.all(
        buyers.map((buyer, i) => as(buyer).order(cod(addresses[i] as number))),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(45);
      expect(await stockOf(api.db, product.variantIds[0] as number)).toBe(0);
      const lines = await api.db
        .selectFrom('order_lines')
        .select('id')
        .where('product_id', '=', product.productId)
        .execute();
      expect(lines).toHaveLength(5);
    }, 240_000);

    it('numbers orders placed at the same moment from one sequence: CP and eight digits, no two alike', async () => {
      const product = await createProduct(api.db, { stock: 20 });
      const buyers = await Promise.all(Array.from({ length: 6 }, () => signUp(http)));
      const addresses = await Promise.all(buyers.map((buyer) => addAddress(http, buyer)));
      for (const buyer of buyers) await as(buyer).add({ productId: product.productId, quantity: 1 });
      const answers = await Promise.all(
        buyers.map((buyer, i) => as(buyer).order(cod(addresses[i] as number))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 200));
      const numbers = await api.db
        .selectFrom('orders')
        .select('order_number')
        .where(
          'id',
          'in',
          answers.map((answer) => answer.body.data.id as number),
        )
        .execute();
      const sequence = numbers.map((row) => row.order_number).sort();
      expect(new Set(sequence).size).toBe(6);
      for (const number of sequence) expect(number).toMatch(/^CP\d{8}$/);
      const [first, last] = [sequence[0], sequence.at(-1)].map((number) => Number(number?.slice(2)));
      expect((last as number) - (first as number)).toBe(5);
    }, 120_000);
  });

  describe('credit line', () => {
    it('is for business partners only', async () => {
      const user = await signUp(http);
      expect((await as(user).get('/credit-line/check-availability')).status).toBe(403);
      const methods = (await as(user).get('/payment/method')).body.data;
      expect(methods.find((m: { key: string }) => m.key === 'credit_line')).toMatchObject({
        available: false,
      });
    });

    it('never lets 20 parallel orders push the available credit below zero', async () => {
      const partner = await signUp(http);
      await makeBusinessPartner(api.db, partner.id, 5_000);
      const addressId = await addAddress(http, partner);
      expect((await as(partner).get('/credit-line/check-availability?amount=1000')).body.data).toEqual({
        creditLine: 5_000,
        usedCredit: 0,
        availableCredit: 5_000,
        enough: true,
      });
      // Twenty lines of $10 (the partner price), each checked out on its own and all at once: $50 of credit.
      for (let i = 0; i < 20; i += 1) {
        const product = await createProduct(api.db, { price: 2_000, partnerPrice: 1_000, stock: 10 });
        await as(partner).add({ productId: product.productId, quantity: 1 });
      }
      const lineIds: number[] = (await as(partner).cart()).body.data.map((line: { id: number }) => line.id);
      expect(lineIds).toHaveLength(20);
      const answers = await Promise.all(
        lineIds.map((lineId) =>
          as(partner).order({
            deliveryType: 'delivery',
            addressId,
            paymentMethod: 'credit_line',
            lineIds: [lineId],
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.body.message === 'orderNotEnoughCredit')).toHaveLength(15);
      expect((await as(partner).get('/credit-line/check-availability?amount=1')).body.data).toEqual({
        creditLine: 5_000,
        usedCredit: 5_000,
        availableCredit: 0,
        enough: false,
      });
      expect((await as(partner).cart()).body.totalCart).toBe(15);
      // Settling frees the credit again.
      const first = answers.find((a) => a.status === 200)?.body.data;
      const s = staff();
      for (const to of ['pending_delivery', 'on_delivery', 'delivered', 'completed'] as const) {
        await s.changeStatus(first.id, to, 'staff');
      }
      expect((await as(partner).get('/credit-line/check-availability')).body.data.availableCredit).toBe(
        1_000,
      );
    });
  });

  describe('points', () => {
    it('are never spent twice, and are earned once when an order completes', async () => {
      const user = await signUp(http);
      await givePoints(api.db, user.id, 500);
      const product = await createProduct(api.db, { price: 3_000, stock: 100 });
      const addressId = await addAddress(http, user);
      const answers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          await as(user).add({ productId: product.productId, quantity: 1 });
          return as(user).order({ ...cod(addressId), redeemPoints: 500 }, `points-${user.id}-${i}`);
        }),
      );
      const withPoints = answers.filter(
        (a) => a.status === 200 && a.body.data.paymentDetail.pointsRedeemed === 500,
      );
      expect(withPoints).toHaveLength(1);
      for (const a of answers.filter((a) => a.status !== 200)) {
        expect(['orderNotEnoughPoints', 'orderCartIsEmpty']).toContain(a.body.message);
      }
      expect((await as(user).get('/account/profile')).body.data.totalPoints).toBe(0);
      const order = withPoints[0]?.body.data;
      expect(order.totalAmount).toBe(order.paymentDetail.subtotalAmount - 500);

      const s = staff();
      await s.changeStatus(order.id, 'pending_delivery', 'staff');
      await s.changeStatus(order.id, 'on_delivery_pending_payment', 'staff');
      await s.changeStatus(order.id, 'delivered_pending_payment', 'staff');
      await s.changeStatus(order.id, 'completed', 'staff');
      expect((await as(user).get('/account/profile')).body.data.totalPoints).toBe(
        Math.floor(order.totalAmount / 100),
      );
      const detail = (await as(user).get(`/order/detail/${order.id}`)).body.data;
      expect(detail).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
      expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
        'pending',
        'pending_delivery',
        'on_delivery_pending_payment',
        'delivered_pending_payment',
        'completed',
      ]);
      await expect(s.changeStatus(order.id, 'completed', 'staff')).rejects.toThrow('orderStatusCannotChange');
      const notes = await api.db
        .selectFrom('notifications')
        .select('id')
        .where('ref_id', '=', order.id)
        .where('type', '=', 'transaction')
        .execute();
      expect(notes).toHaveLength(5);
    });

    it('come back with the stock when a customer cancels', async () => {
      const user = await signUp(http);
      await givePoints(api.db, user.id, 100);
      const product = await createProduct(api.db, { stock: 4 });
      const addressId = await addAddress(http, user);
      await as(user).add({ productId: product.productId, quantity: 3 });
      const order = (await as(user).order({ ...cod(addressId), redeemPoints: 100 })).body.data;
      expect(await stockOf(api.db, product.variantIds[0] as number)).toBe(1);
      expect(
        (await http.put(`/client/order/${order.id}/cancel`, undefined, { token: user.accessToken })).status,
      ).toBe(200);
      expect(await stockOf(api.db, product.variantIds[0] as number)).toBe(4);
      expect((await as(user).get('/account/profile')).body.data.totalPoints).toBe(100);
      expect(
        (await http.put(`/client/order/${order.id}/cancel`, undefined, { token: user.accessToken })).status,
      ).toBe(409);
    });
  });

  describe('coupons', () => {
    it('checks, lists and applies a coupon once per user', async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { price: 2_000, stock: 10 });
      const addressId = await addAddress(http, user);
      await as(user).add({ productId: product.productId, quantity: 1 });
      const check = await http.post(
        '/client/coupon/check-availability',
        { code: 'welcome10' },
        { token: user.accessToken },
      );
      expect(check.body.data).toMatchObject({ discountAmount: 200, coupon: { code: 'WELCOME10' } });
      const list = (await as(user).get('/coupon/list-available')).body.data;
      expect(list.find((c: { code: string }) => c.code === 'COFFEE5')).toMatchObject({
        applicable: false,
        reason: 'couponMinimumOrderNotReached',
      });
      const order = (await as(user).order({ ...cod(addressId), couponCode: 'WELCOME10' })).body.data;
      expect(order).toMatchObject({ couponCode: 'WELCOME10', totalAmount: 1_800 });
      expect(order.paymentDetail.couponDiscountAmount).toBe(200);
      await as(user).add({ productId: product.productId, quantity: 1 });
      const again = await http.post(
        '/client/coupon/check-availability',
        { code: 'WELCOME10' },
        { token: user.accessToken },
      );
      expect(again.body.message).toBe('couponAlreadyUsed');
      const refused = await as(user).order({ ...cod(addressId), couponCode: 'WELCOME10' });
      expect(refused.body.message).toBe('couponAlreadyUsed');
      expect(await stockOf(api.db, product.variantIds[0] as number)).toBe(9);
      expect(
        (await http.post('/client/coupon/check-availability', { code: 'NOPE' }, { token: user.accessToken }))
          .body.message,
      ).toBe('couponNotFound');
    });

    it('stops at its overall limit under parallel orders, and refuses an expired one', async () => {
      const now = new Date();
      await api.db
        .insertInto('coupons')
        .values([
          {
            code: 'LIMIT3',
            title: 'Three only',
            discount_type: 'amount',
            discount_value: 100,
            usage_limit: 3,
            created_at: now,
          },
          {
            code: 'OLD',
            title: 'Old',
            discount_type: 'amount',
            discount_value: 100,
            ends_at: new Date(now.getTime() - 1000),
            created_at: now,
          },
        ])
        .execute();
      const product = await createProduct(api.db, { price: 1_000, stock: 100 });
      const buyers = await Promise.all(Array.from({ length: 8 }, () => signUp(http)));
      const addresses = await Promise.all(buyers.map((b) => addAddress(http, b)));
      for (const b of buyers) await as(b).add({ productId: product.productId, quantity: 1 });
      const answers = await Promise.all(
        buyers.map((b, i) => as(b).order({ ...cod(addresses[i] as number), couponCode: 'LIMIT3' })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.body.message === 'couponUsageLimitReached')).toHaveLength(5);
      expect(
        (
          await api.db
            .selectFrom('coupons')
            .select('used_count')
            .where('code', '=', 'LIMIT3')
            .executeTakeFirstOrThrow()
        ).used_count,
      ).toBe(3);
      const user = buyers[7] as SignedIn;
      expect(
        (await http.post('/client/coupon/check-availability', { code: 'OLD' }, { token: user.accessToken }))
          .body.message,
      ).toBe('couponExpired');
    });
  });

  describe('delivery', () => {
    it('is free in Phnom Penh and priced by the partner table in Siem Reap', async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { price: 1_000, stock: 10 });
      await as(user).add({ productId: product.productId, quantity: 1 });
      const pp = await addAddress(http, user, 'phnomPenh');
      const sr = await addAddress(http, user, 'siemReap');
      const near = (await as(user).get(`/zone-to-geo-zone?addressId=${pp}`)).body.data;
      expect(near).toMatchObject({ deliveryFee: 0, rule: 'free', measuredFrom: 'district', provinceId: 12 });
      const far = (await as(user).get(`/zone-to-geo-zone?addressId=${sr}`)).body.data;
      expect(far).toMatchObject({ rule: 'partner', deliveryFee: 1_200, measuredFrom: 'province' });
      expect(far.expectedDelivery.kind).toBe('day');
      const order = (await as(user).order(cod(sr))).body.data;
      expect(order.paymentDetail.deliveryFee).toBe(1_200);
      expect(order.totalAmount).toBe(2_200);
      expect((await as(alice).get(`/zone-to-geo-zone?addressId=${pp}`)).status).toBe(404);
    });

    describe('pickup', () => {
      type Site = { key: string; name: string; weeklyHours: WeeklyHours };
      const sites = async () => (await http.get('/client/showroom')).body.data as Site[];
      const site = async (key: string) => (await sites()).find((s) => s.key === key) as Site;
      const pickup = (pickupPlace: string, pickupAt: Date) => ({
        deliveryType: 'pickup',
        pickupPlace,
        pickupAt: pickupAt.toISOString(),
        paymentMethod: 'cash_on_delivery',
      });
      /** The first time the site offers, Phnom Penh time, as checkout offers it. */
      const firstOffered = (hours: WeeklyHours) => {
        const [day] = pickupDays(hours, new Date(), pickupLeadMinutes, 1);
        return phnomPenhInstant(day?.date ?? '', day?.times[0] ?? '');
      };
      const shopper = async () => {
        const user = await signUp(http);
        const product = await createProduct(api.db, { stock: 10 });
        await as(user).add({ productId: product.productId, quantity: 1 });
        return user;
      };

      it('is at one of the showrooms, which the order names in the reader’s language', async () => {
        const user = await shopper();
        const tk = await site('toul-kork');
        const placed = await as(user).order(pickup('toul-kork', firstOffered(tk.weeklyHours)));
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        expect(placed.body.data).toMatchObject({ deliveryType: 'pickup', pickupPlace: 'toul-kork' });
        const id = placed.body.data.id;
        const read = (language: string) =>
          http.get(`/client/order/detail/${id}`, {
            token: user.accessToken,
            headers: { 'accept-language': language },
          });
        expect((await read('en')).body.data.pickupSite).toMatchObject({
          key: 'toul-kork',
          name: 'Toul Kork showroom',
        });
        expect((await read('km')).body.data.pickupSite.name).toBe('បន្ទប់តាំងបង្ហាញ ទួលគោក');
      });

      it('keeps the spec’s head office and showroom names working', async () => {
        const user = await shopper();
        const all = await sites();
        const head = all.find((s) => s.key === 'head-office-bkk1') as Site;
        const placed = await as(user).order(pickup('head_office', firstOffered(head.weeklyHours)));
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        expect(placed.body.data.pickupPlace).toBe('head-office-bkk1');
      });

      it('must be ordered 1.5 hours ahead, while the site is open, at a site that exists', async () => {
        const user = await shopper();
        const tk = await site('toul-kork');
        const soon = new Date(Date.now() + 60 * 60_000);
        expect((await as(user).order(pickup('toul-kork', soon))).body.message).toBe('orderPickupTooSoon');
        // Siem Reap is closed on Sundays; the head office closes at 18:00.
        const { date } = phnomPenhDateTime(new Date(Date.now() + 2 * 86_400_000));
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        const sunday = new Date(Date.parse(`${date}T00:00:00Z`) + ((7 - weekday) % 7) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(
          (await as(user).order(pickup('siem-reap', phnomPenhInstant(sunday, '10:00')))).body.message,
        ).toBe('orderPickupOutsideOpeningHours');
        expect(
          (await as(user).order(pickup('head-office-bkk1', phnomPenhInstant(date, '19:30')))).body.message,
        ).toBe('orderPickupOutsideOpeningHours');
        const unknown = await as(user).order(pickup('nowhere', firstOffered(tk.weeklyHours)));
        expect(unknown.status).toBe(400);
        expect(unknown.body.message).toBe('orderPickupPlaceUnknown');
      });
    });
  });

  describe('online payment', () => {
    it('waits with a KHQR of the order total, refuses a forged confirmation and turns paid on the signed one', async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { price: 1_575, stock: 10 });
      const addressId = await addAddress(http, user);
      await as(user).add({ productId: product.productId, quantity: 2 });
      const order = (
        await as(user).order({ deliveryType: 'delivery', addressId, paymentMethod: 'online_bank' })
      ).body.data;
      expect(order.status).toBe('waiting_for_payment');
      const tags = parseTlv(order.khqr);
      expect(tags['54']).toBe('31.50');
      expect(tags['53']).toBe('840');
      expect(tags['59']).toBe('Coffee Portal');
      expect(parseTlv(tags['62'] ?? '')['01']).toBe(order.paymentReference);
      expect(tags['63']).toBe(crc16(order.khqr.slice(0, -4)));

      const confirmation = {
        reference: order.paymentReference,
        amountCents: 3_150,
        status: 'paid',
        paidAt: new Date().toISOString(),
      };
      const forged = await http.post('/client/payment/callback', confirmation, {
        headers: {
          'x-gateway-signature': signConfirmation('not-the-secret-not-the-secret-00', confirmation as never),
        },
      });
      expect(forged.status).toBe(401);
      expect((await as(user).get(`/order/detail/${order.id}`)).body.data.status).toBe('waiting_for_payment');

      expect(
        (await http.post(`/client/sandbox-gateway/charges/${order.paymentReference}/confirm`)).status,
      ).toBe(200);
      const paid = (await as(user).get(`/order/detail/${order.id}`)).body.data;
      expect(paid).toMatchObject({ status: 'paid_pending_delivery', paymentStatus: 'paid', khqr: null });
      const signed = await http.post('/client/payment/callback', confirmation, {
        headers: {
          'x-gateway-signature': signConfirmation(api.config.payments.gatewaySecret, confirmation as never),
        },
      });
      expect(signed.status).toBe(200);
      expect((await as(user).get(`/order/detail/${order.id}`)).body.data.history).toHaveLength(2);
    });

    it('pays by a card token from the sandbox tokenize call; a bad card never gets a token', async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { stock: 10 });
      const addressId = await addAddress(http, user);
      await as(user).add({ productId: product.productId, quantity: 1 });
      const bad = await http.post('/client/sandbox-gateway/tokenize', {
        number: '4242424242424241',
        month: 12,
        year: 2099,
        cvv: '123',
      });
      expect(bad.body.message).toBe('cardNumberIsInvalid');
      const expired = await http.post('/client/sandbox-gateway/tokenize', {
        number: '4242424242424242',
        month: 1,
        year: 2020,
        cvv: '123',
      });
      expect(expired.body.message).toBe('cardIsExpired');
      const token = await http.post('/client/sandbox-gateway/tokenize', {
        number: '4242 4242 4242 4242',
        month: 12,
        year: 2099,
        cvv: '123',
      });
      expect(token.body.data.last4).toBe('4242');
      const order = await as(user).order({
        deliveryType: 'delivery',
        addressId,
        paymentMethod: 'card',
        cardToken: token.body.data.token,
      });
      expect(order.body.data).toMatchObject({ status: 'paid_pending_delivery', paymentStatus: 'paid' });
    });
  });

  describe('quick order and reorder', () => {
    it('fills the quick order from a past order and checks it out on its own', async () => {
      const user = await signUp(http);
      const product = await createProduct(api.db, { stock: 10 });
      const addressId = await addAddress(http, user);
      await as(user).add({ productId: product.productId, quantity: 2 });
      const first = (await as(user).order(cod(addressId))).body.data;
      await as(user).add({ productId: product.productId, quantity: 1 });
      const reorder = await http.post(
        '/client/cart/reorder',
        { orderId: first.id, target: 'quick_order' },
        { token: user.accessToken },
      );
      expect(reorder.body.data).toEqual({ added: 1, skipped: 0, totalCart: 1 });
      expect((await as(user).quick()).body.data[0]).toMatchObject({ quantity: 2 });
      const order = (await as(user).order({ ...cod(addressId), source: 'quick_order' })).body.data;
      expect(order).toMatchObject({ source: 'quick_order', itemCount: 2 });
      expect((await as(user).quick()).body.totalCart).toBe(0);
      expect((await as(user).cart()).body.totalCart).toBe(1);
    });
  });

  describe('special blend', () => {
    it('needs the minimum quantity and the minimum order, and arrives in 7 to 10 working days', async () => {
      const body = {
        blendName: 'House',
        roast: 'medium',
        grind: 'espresso',
        arabicaPercent: 70,
        quantityKg: 2,
      };
      const small = await http.post('/client/customer-special-blend', body, { token: alice.accessToken });
      expect(small.body.message).toBe('specialBlendMinimumQuantity');
      const under = await http.post(
        '/client/customer-special-blend',
        { ...body, quantityKg: 5 },
        { token: alice.accessToken },
      );
      expect(under.body.message).toBe('specialBlendMinimumOrder');
      const made = await http.post(
        '/client/customer-special-blend',
        { ...body, quantityKg: 6 },
        { token: alice.accessToken },
      );
      expect(made.body.data).toMatchObject({
        quantityKg: 6,
        totalAmount: 10_800,
        expectedDelivery: { kind: 'range' },
      });
      expect((await as(alice).get('/customer-special-blend/list')).body.meta.total).toBe(1);
      expect((await as(alice).get('/order/special-blend/get-expected-deliver-date')).body.data.kind).toBe(
        'range',
      );
    });
  });
});
