import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../test/support/expect';
import { signUp } from '../../../test/accounts';
import { createTestClock } from '../../../test/clock';
import { createHttp, type Http } from '../../../test/http';
import { createProduct, placeCashOrder, type TestProduct } from '../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../test/start-api';

/** An order the test placed: when, for how much, what, and whether staff rejected it. */
type Placed = {
  at: Date;
  total: number;
  rejected: boolean;
  lines: { productId: number; quantity: number; lineTotal: number }[];
};

const hour = 3_600_000;
/** The Phnom Penh day of an instant, worked out here apart from the shop's helpers. */
const phnomPenhDay = (at: Date) => new Date(at.getTime() + 7 * hour).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 24 * hour) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
};

describe('the dashboard’s sales for a period', () => {
  const clock = createTestClock(new Date('2026-03-01T03:00:00.000Z'));
  let api: StartedApi;
  let http: Http;
  let beans: TestProduct;
  let grinder: TestProduct;
  let cups: TestProduct;
  const placed: Placed[] = [];
  /** Customers (verified, not staff) by the moment they signed up. */
  const joined: Date[] = [];
  let categoryOf: Record<number, number>;

  const asAdmin = async () => staffCalls(http, await adminToken(http));

  /** At `at`, a new customer signs up and buys `quantity` of `product`; staff reject it if asked. */
  const orderAt = async (iso: string, product: TestProduct, quantity: number, reject = false) => {
    const at = new Date(iso);
    clock.set(at);
    const customer = await signUp(http);
    joined.push(at);
    const order = await placeCashOrder(http, customer, product.productId, quantity);
    if (reject) {
      const answer = await (await asAdmin()).post(`/orders/${order.id}/status`, {
        status: 'rejected',
        remark: 'Test order',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    placed.push({ at, total: order.totalAmount, rejected: reject, lines: order.lines });
  };

  /** What the dashboard must say for the Phnom Penh days from `from` to `to`, from the orders the test placed. */
  const expectedFigures = (from: string, to: string) => {
    const within = (at: Date) => phnomPenhDay(at) >= from && phnomPenhDay(at) <= to;
    const sold = placed.filter((order) => within(order.at) && !order.rejected);
    const revenueCents = sold.reduce((sum, order) => sum + order.total, 0);
    return {
      revenueCents,
      orders: sold.length,
      averageOrderCents: sold.length ? Math.round(revenueCents / sold.length) : 0,
      newCustomers: joined.filter(within).length,
    };
  };

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true, clock });
    http = createHttp(api.baseUrl);
    beans = await createProduct(api.db, { price: 2_000 });
    grinder = await createProduct(api.db, { price: 15_000 });
    cups = await createProduct(api.db, { price: 350 });
    const [, second] = await api.db
      .selectFrom('categories')
      .select('id')
      .where('id', '!=', 7)
      .orderBy('id')
      .limit(2)
      .execute();
    await api.db
      .updateTable('products')
      .set({ category_id: second?.id as number })
      .where('id', '=', grinder.productId)
      .execute();
    categoryOf = {
      [beans.productId]: beans.categoryId,
      [grinder.productId]: second?.id as number,
      [cups.productId]: cups.categoryId,
    };

    await orderAt('2026-06-06T16:00:00Z', beans, 4); // 06-06 23:00 in Phnom Penh: before both periods
    await orderAt('2026-06-07T01:00:00Z', grinder, 1);
    await orderAt('2026-06-09T16:59:00Z', beans, 1); // 06-09 23:59: the last minute of the period before
    await orderAt('2026-06-09T17:00:00Z', beans, 2); // 06-10 00:00: the first minute of the period
    await orderAt('2026-06-11T05:00:00Z', grinder, 1);
    await orderAt('2026-06-11T09:00:00Z', grinder, 3, true);
    await orderAt('2026-06-11T10:00:00Z', cups, 6);
    await orderAt('2026-06-12T16:30:00Z', cups, 2); // 06-12 23:30
    await orderAt('2026-06-12T17:00:00Z', beans, 5); // 06-13 00:00: after the period
    // A customer who has not bought yet, and a staff member, who is no customer.
    clock.set(new Date('2026-06-11T12:00:00Z'));
    await signUp(http);
    joined.push(clock.now());
    await staffMember(http, await adminToken(http), 'service');
  });
  afterAll(() => api?.close());

  it('sums revenue, orders, average order and new customers of a custom range and of the days before it', async () => {
    clock.set(new Date('2026-06-20T03:00:00Z'));
    const answer = await (await asAdmin()).get('/dashboard?period=custom&from=2026-06-10&to=2026-06-12');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { sales } = answer.body.data;
    expect(sales).toMatchObject({
      from: '2026-06-10',
      to: '2026-06-12',
      previousFrom: '2026-06-07',
      previousTo: '2026-06-09',
    });
    expect(sales.current).toEqual(expectedFigures('2026-06-10', '2026-06-12'));
    expect(sales.previous).toEqual(expectedFigures('2026-06-07', '2026-06-09'));
    // The boundaries and the rejected order are where the test put them.
    expect(sales.current.orders).toBe(4);
    expect(sales.previous.orders).toBe(2);
    expect(sales.current.newCustomers).toBe(6);
  });

  it('gives every day of the period with its revenue and orders, days without orders as 0', async () => {
    clock.set(new Date('2026-06-20T03:00:00Z'));
    const { sales } = (await (await asAdmin()).get('/dashboard?period=custom&from=2026-06-08&to=2026-06-13'))
      .body.data;
    expect(sales.days).toEqual(
      daysBetween('2026-06-08', '2026-06-13').map((day) => {
        const figures = expectedFigures(day, day);
        return { day, revenueCents: figures.revenueCents, orders: figures.orders };
      }),
    );
    expect(sales.days.find((day: { day: string }) => day.day === '2026-06-08')).toEqual({
      day: '2026-06-08',
      revenueCents: 0,
      orders: 0,
    });
  });

  it('ranks the products and categories sold in the period by revenue, rejected orders left out', async () => {
    clock.set(new Date('2026-06-20T03:00:00Z'));
    const { sales } = (await (await asAdmin()).get('/dashboard?period=custom&from=2026-06-10&to=2026-06-12'))
      .body.data;
    const rank = (keyOf: (productId: number) => number) => {
      const totals = new Map<number, { quantity: number; revenueCents: number }>();
      for (const order of placed) {
        const day = phnomPenhDay(order.at);
        if (order.rejected || day < '2026-06-10' || day > '2026-06-12') continue;
        for (const line of order.lines) {
          const key = keyOf(line.productId);
          const total = totals.get(key) ?? { quantity: 0, revenueCents: 0 };
          totals.set(key, {
            quantity: total.quantity + line.quantity,
            revenueCents: total.revenueCents + line.lineTotal,
          });
        }
      }
      return [...totals.entries()]
        .map(([id, total]) => ({ id, ...total }))
        .sort((a, b) => b.revenueCents - a.revenueCents || a.id - b.id);
    };
    const pick = ({
      id,
      quantity,
      revenueCents,
    }: {
      id: number;
      quantity: number;
      revenueCents: number;
    }) => ({
      id,
      quantity,
      revenueCents,
    });
    expect(sales.topProducts.map(pick)).toEqual(rank((productId) => productId));
    expect(sales.topProducts[0]).toMatchObject({ id: grinder.productId, name: expect.any(String) });
    expect(sales.topCategories.map(pick)).toEqual(rank((productId) => categoryOf[productId] as number));
  });

  it('compares the last 7, the last 30 days, this month and today against the periods before', async () => {
    clock.set(new Date('2026-06-13T03:00:00Z')); // 10:00 on 13 June in Phnom Penh
    const admin = await asAdmin();
    const windows = {
      today: ['2026-06-13', '2026-06-13', '2026-06-12', '2026-06-12'],
      '7d': ['2026-06-07', '2026-06-13', '2026-05-31', '2026-06-06'],
      '30d': ['2026-05-15', '2026-06-13', '2026-04-15', '2026-05-14'],
      month: ['2026-06-01', '2026-06-13', '2026-05-19', '2026-05-31'],
    };
    for (const [period, [from, to, previousFrom, previousTo]] of Object.entries(windows)) {
      const { sales } = (await admin.get(`/dashboard?period=${period}`)).body.data;
      expect({ period, ...sales, days: sales.days.length }).toMatchObject({
        period,
        from,
        to,
        previousFrom,
        previousTo,
        current: expectedFigures(from as string, to as string),
        previous: expectedFigures(previousFrom as string, previousTo as string),
        days: daysBetween(from as string, to as string).length,
      });
    }
    // Without a period the dashboard answers for today.
    expect((await admin.get('/dashboard')).body.data.sales.from).toBe('2026-06-13');
  });

  it('refuses a custom range without both days, backwards, longer than a year, or an unknown period', async () => {
    const admin = await asAdmin();
    for (const query of [
      'period=custom&from=2026-06-10',
      'period=custom&from=2026-06-12&to=2026-06-10',
      'period=custom&from=2025-01-01&to=2026-06-10',
      'period=custom&from=2026-02-30&to=2026-03-02',
      'period=year',
    ]) {
      const answer = await admin.get(`/dashboard?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
    }
  });

  it('counts the orders waiting for each next step and the variants at or under the low-stock level', async () => {
    clock.set(new Date('2026-06-20T03:00:00Z'));
    const admin = await asAdmin();
    const before = (await admin.get('/dashboard')).body.data;
    const waiting = (status: string) =>
      before.waitingOrders.find((entry: { status: string }) => entry.status === status).count;
    expect(before.waitingOrders.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'pending_delivery',
      'paid_pending_delivery',
      'waiting_for_payment',
    ]);
    // Every order the test placed and staff did not reject waits to be confirmed.
    expect(waiting('pending')).toBeGreaterThanOrEqual(placed.filter((order) => !order.rejected).length);
    expect(before.lowStock.level).toBe(5);

    await createProduct(api.db, { stock: 5 });
    await createProduct(api.db, { stock: 0 });
    await createProduct(api.db, { stock: 6 });
    await placeCashOrder(http, await signUp(http), beans.productId, 1);
    const after = (await admin.get('/dashboard')).body.data;
    expect(after.lowStock.total).toBe(before.lowStock.total + 2);
    expect(
      after.lowStock.variants.every(
        (variant: { stock: number; level: number }) => variant.stock <= variant.level,
      ),
    ).toBe(true);
    expect(after.waitingOrders[0]).toEqual({ status: 'pending', count: waiting('pending') + 1 });
  });

  it('shows each role only the figures of its areas', async () => {
    const admin = await adminToken(http);
    const seen = async (role: 'sales' | 'catalogue' | 'service') => {
      const member = await staffMember(http, admin, role);
      const answer = await staffCalls(http, member.accessToken).get('/dashboard?period=7d');
      expect(answer.status).toBe(200);
      const { sales, waitingOrders, openTickets, lowStock } = answer.body.data;
      return {
        sales: !!sales,
        waitingOrders: !!waitingOrders,
        openTickets: !!openTickets,
        lowStock: !!lowStock,
      };
    };
    expect(await seen('sales')).toEqual({
      sales: true,
      waitingOrders: true,
      openTickets: false,
      lowStock: false,
    });
    expect(await seen('catalogue')).toEqual({
      sales: false,
      waitingOrders: false,
      openTickets: false,
      lowStock: true,
    });
    expect(await seen('service')).toEqual({
      sales: false,
      waitingOrders: false,
      openTickets: true,
      lowStock: false,
    });
  });
});
