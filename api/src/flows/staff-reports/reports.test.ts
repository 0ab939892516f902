import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  adminReportSchema,
  ErrorCode,
  phnomPenhInstant,
  pickupDays,
  pickupLeadMinutes,
  type WeeklyHours,
} from '@portal/shared/contract';
import { expect } from '../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../test/accounts';
import { createTestClock } from '../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../test/http';
import {
  addAddress,
  createProduct,
  givePoints,
  makeBusinessPartner,
  type TestProduct,
} from '../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../test/start-api';

type Line = { productId: number; quantity: number; lineTotal: number };
/** An order the test placed, with what the report groups it by, and whether it was canceled or rejected. */
type Placed = {
  id: number;
  userId: number;
  at: Date;
  total: number;
  paymentMethod: string;
  deliveryType: string;
  lines: Line[];
  dropped: boolean;
};
type Figures = { orders: number; quantity: number; revenueCents: number };

const hour = 3_600_000;
/** The Phnom Penh day of an instant, worked out here apart from the shop's helpers. */
const phnomPenhDay = (at: Date) => new Date(at.getTime() + 7 * hour).toISOString().slice(0, 10);

describe('GET /admin-api/reports', () => {
  const clock = createTestClock(new Date('2026-06-01T03:00:00.000Z'));
  let api: StartedApi;
  let http: Http;
  let beans: TestProduct;
  let grinder: TestProduct;
  let cups: TestProduct;
  let partner: SignedIn;
  const placed: Placed[] = [];
  const categoryOf: Record<number, number> = {};
  const groupOf: Record<number, number> = {};
  const asAdmin = async () => staffCalls(http, await adminToken(http));

  const place = async (
    iso: string,
    buyer: SignedIn,
    product: TestProduct,
    quantity: number,
    how: { paymentMethod?: string; pickup?: boolean; redeemPoints?: number } = {},
  ) => {
    clock.set(new Date(iso));
    // The clock moved on: the buyer signs in afresh.
    const login = await http.post('/client/auth/login', { user: buyer.phone, password: buyer.password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    buyer.accessToken = login.body.data.access_token;
    const added = await http.post(
      '/client/cart/add',
      { productId: product.productId, quantity },
      { token: buyer.accessToken },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    let where: Record<string, unknown>;
    if (how.pickup) {
      const sites = (await http.get('/client/showroom')).body.data as {
        key: string;
        weeklyHours: WeeklyHours;
      }[];
      const site = sites[0] as { key: string; weeklyHours: WeeklyHours };
      const [day] = pickupDays(site.weeklyHours, clock.now(), pickupLeadMinutes, 1);
      where = {
        deliveryType: 'pickup',
        pickupPlace: site.key,
        pickupAt: phnomPenhInstant(day?.date ?? '', day?.times[0] ?? '').toISOString(),
      };
    } else {
      where = { deliveryType: 'delivery', addressId: await addAddress(http, buyer) };
    }
    const answer = await http.post(
      '/client/order',
      {
        ...where,
        paymentMethod: how.paymentMethod ?? 'cash_on_delivery',
        redeemPoints: how.redeemPoints ?? 0,
      },
      { token: buyer.accessToken },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = answer.body.data;
    const record: Placed = {
      id: order.id,
      userId: buyer.id,
      at: clock.now(),
      total: order.totalAmount,
      paymentMethod: order.paymentMethod,
      deliveryType: order.deliveryType,
      lines: order.lines,
      dropped: false,
    };
    placed.push(record);
    return record;
  };

  const buyer = async () => {
    const user = await signUp(http);
    const row = await api.db
      .selectFrom('users')
      .select('customer_group_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    groupOf[user.id] = row.customer_group_id;
    return user;
  };

  const sold = (from: string, to: string) =>
    placed.filter(
      (order) => !order.dropped && phnomPenhDay(order.at) >= from && phnomPenhDay(order.at) <= to,
    );
  const add = (
    totals: Map<string, Figures & { ids: Set<number> }>,
    key: string,
    id: number,
    q: number,
    r: number,
  ) => {
    const total = totals.get(key) ?? { orders: 0, quantity: 0, revenueCents: 0, ids: new Set<number>() };
    total.ids.add(id);
    totals.set(key, {
      ...total,
      orders: total.ids.size,
      quantity: total.quantity + q,
      revenueCents: total.revenueCents + r,
    });
  };
  const table = (totals: Map<string, Figures & { ids: Set<number> }>) => {
    const rows = [...totals.entries()]
      .map(([key, { orders, quantity, revenueCents }]) => ({ key, orders, quantity, revenueCents }))
      .sort((a, b) => b.revenueCents - a.revenueCents || (a.key < b.key ? -1 : 1));
    const all = new Set([...totals.values()].flatMap((total) => [...total.ids]));
    return {
      rows,
      total: {
        orders: all.size,
        quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
        revenueCents: rows.reduce((sum, row) => sum + row.revenueCents, 0),
      },
    };
  };
  /** Each breakdown as the orders the test placed give it. */
  const expectedSales = (from: string, to: string) => {
    const byLine = (keyOf: (line: Line) => number) => {
      const totals = new Map();
      for (const order of sold(from, to))
        for (const line of order.lines)
          add(totals, String(keyOf(line)), order.id, line.quantity, line.lineTotal);
      return table(totals);
    };
    const byOrder = (keyOf: (order: Placed) => string | number) => {
      const totals = new Map();
      for (const order of sold(from, to)) {
        const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
        add(totals, String(keyOf(order)), order.id, quantity, order.total);
      }
      return table(totals);
    };
    return {
      product: byLine((line) => line.productId),
      category: byLine((line) => categoryOf[line.productId] as number),
      customerGroup: byOrder((order) => groupOf[order.userId] as number),
      paymentMethod: byOrder((order) => order.paymentMethod),
      fulfilment: byOrder((order) => order.deliveryType),
    };
  };
  const figuresOnly = (sales: Record<string, { rows: Record<string, unknown>[]; total: Figures }>) =>
    Object.fromEntries(
      Object.entries(sales).map(([name, { rows, total }]) => [
        name,
        {
          rows: rows.map(({ key, orders, quantity, revenueCents }) => ({
            key,
            orders,
            quantity,
            revenueCents,
          })),
          total,
        },
      ]),
    );

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true, clock });
    http = createHttp(api.baseUrl);
    beans = await createProduct(api.db, { price: 2_000, stock: 1_000 });
    grinder = await createProduct(api.db, { price: 15_000, stock: 1_000 });
    cups = await createProduct(api.db, { price: 350, stock: 1_000 });
    const other = await api.db
      .selectFrom('categories')
      .select('id')
      .where('id', '!=', beans.categoryId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('products')
      .set({ category_id: other.id })
      .where('id', '=', grinder.productId)
      .execute();
    Object.assign(categoryOf, {
      [beans.productId]: beans.categoryId,
      [grinder.productId]: other.id,
      [cups.productId]: cups.categoryId,
    });

    const alice = await buyer();
    const bora = await buyer();
    partner = await buyer();
    await makeBusinessPartner(api.db, partner.id, 1_000_000);
    groupOf[partner.id] = 143;
    await givePoints(api.db, bora.id, 500);

    await place('2026-06-09T16:59:00Z', alice, beans, 4); // 06-09 23:59 in Phnom Penh: the day before
    await place('2026-06-09T17:00:00Z', alice, beans, 2); // 06-10 00:00: the first minute of the period
    await place('2026-06-10T03:00:00Z', bora, grinder, 1, { redeemPoints: 200 });
    await place('2026-06-10T05:00:00Z', alice, cups, 3, { pickup: true });
    await place('2026-06-11T02:00:00Z', partner, beans, 5, { paymentMethod: 'credit_line' });
    await place('2026-06-11T03:00:00Z', partner, grinder, 2, { paymentMethod: 'credit_line' });
    const rejected = await place('2026-06-11T04:00:00Z', alice, grinder, 3);
    const canceled = await place('2026-06-11T05:00:00Z', bora, cups, 1, { redeemPoints: 100 });
    await place('2026-06-12T16:59:00Z', bora, cups, 6); // 06-12 23:59: the last minute
    await place('2026-06-12T17:00:00Z', alice, grinder, 1); // 06-13: after the period

    clock.set(new Date('2026-06-11T06:00:00Z'));
    const admin = await asAdmin();
    const refused = await admin.post(`/orders/${rejected.id}/status`, { status: 'rejected', remark: 'Test' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    rejected.dropped = true;
    const cancel = await http.put(`/client/order/${canceled.id}/cancel`, undefined, {
      token: bora.accessToken,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    canceled.dropped = true;
    // Bora's grinder is delivered and paid: the order earns its points.
    const grinderOrder = placed[2] as Placed;
    for (const status of [
      'pending_delivery',
      'on_delivery_pending_payment',
      'delivered_pending_payment',
      'completed',
    ]) {
      const moved = await admin.post(`/orders/${grinderOrder.id}/status`, { status });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }

    // Requests of the desks: two service tickets and an academy request in the period, one of each before it.
    const [serviceType] = await api.db
      .selectFrom('service_ticket_types')
      .select('id')
      .orderBy('id')
      .execute();
    const [academyType] = await api.db
      .selectFrom('academy_ticket_types')
      .select('id')
      .orderBy('id')
      .execute();
    const ticket = (at: string, status: 'Submitted' | 'Completed') => ({
      user_id: alice.id,
      ticket_type_id: serviceType?.id as number,
      status,
      address_name: 'Shop',
      address_detail: 'St. 1',
      preferred_at: new Date(at),
      created_at: new Date(at),
      updated_at: new Date(at),
    });
    await api.db
      .insertInto('service_tickets')
      .values([
        ticket('2026-06-10T02:00:00Z', 'Submitted'),
        ticket('2026-06-11T02:00:00Z', 'Completed'),
        ticket('2026-06-01T02:00:00Z', 'Submitted'),
      ])
      .execute();
    const request = (at: string, kind: 'training' | 'barista') => ({
      user_id: bora.id,
      kind,
      ticket_type_id: kind === 'training' ? (academyType?.id as number) : null,
      number_of_people: 1,
      date: '2026-07-01',
      created_at: new Date(at),
      updated_at: new Date(at),
    });
    await api.db
      .insertInto('academy_tickets')
      .values([
        request('2026-06-10T02:00:00Z', 'training'),
        request('2026-06-12T02:00:00Z', 'barista'),
        request('2026-05-01T02:00:00Z', 'training'),
      ])
      .execute();
  });
  afterAll(() => api?.close());

  it('sums sales by product, category, customer group, payment method and delivery or pickup, each with its total', async () => {
    const answer = await (await asAdmin()).get('/reports?from=2026-06-10&to=2026-06-12');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = adminReportSchema.parse(answer.body.data);
    expect(report).toMatchObject({ from: '2026-06-10', to: '2026-06-12' });
    const expected = expectedSales('2026-06-10', '2026-06-12');
    expect(figuresOnly(report.sales as never)).toEqual(expected);
    // The orders' tables add up to the same orders and revenue; both delivery and pickup and both payments sold.
    expect(report.sales?.fulfilment.rows.map((row) => row.key).sort()).toEqual(['delivery', 'pickup']);
    expect(report.sales?.paymentMethod.rows.map((row) => row.key).sort()).toEqual([
      'cash_on_delivery',
      'credit_line',
    ]);
    expect(report.sales?.customerGroup.total).toEqual(report.sales?.paymentMethod.total);
    expect(report.sales?.product.rows[0]).toMatchObject({
      key: String(grinder.productId),
      name: expect.any(String),
    });
    const partners = report.sales?.customerGroup.rows.find((row) => row.key === '143');
    expect(partners?.nameKm).toEqual(expect.any(String));
  });

  it('answers for one Phnom Penh day alone, its first and last minute included', async () => {
    const admin = await asAdmin();
    for (const day of ['2026-06-09', '2026-06-10', '2026-06-12', '2026-06-13', '2026-06-14']) {
      const report = (await admin.get(`/reports?from=${day}&to=${day}`)).body.data;
      expect(figuresOnly(report.sales), day).toEqual(expectedSales(day, day));
    }
  });

  it('counts points issued, redeemed and given back, as the ledger rows of the period add up', async () => {
    const ledger = new Map<string, number>();
    const report = (await (await asAdmin()).get('/reports?from=2026-06-10&to=2026-06-12')).body.data;
    const rows = await api.db.selectFrom('point_ledger').select(['reason', 'points', 'created_at']).execute();
    for (const row of rows) {
      const day = phnomPenhDay(new Date(row.created_at));
      if (day < '2026-06-10' || day > '2026-06-12') continue;
      ledger.set(row.reason, (ledger.get(row.reason) ?? 0) + Math.abs(row.points));
    }
    expect(report.points).toEqual({
      issued: ledger.get('earned') ?? 0,
      redeemed: ledger.get('redeemed') ?? 0,
      refunded: ledger.get('refunded') ?? 0,
    });
    // Bora spent 200 and 100 points at checkout and got the 100 back when the order was canceled.
    expect(report.points.redeemed).toBe(300);
    expect(report.points.refunded).toBe(100);
    expect(report.points.issued).toBeGreaterThan(0);
  });

  it('lists the credit each partner used in the period', async () => {
    const report = (await (await asAdmin()).get('/reports?from=2026-06-10&to=2026-06-12')).body.data;
    const onCredit = sold('2026-06-10', '2026-06-12').filter(
      (order) => order.paymentMethod === 'credit_line',
    );
    const used = onCredit.reduce((sum, order) => sum + order.total, 0);
    expect(report.partnerCredit).toEqual({
      rows: [
        {
          userId: partner.id,
          name: expect.any(String),
          creditLineCents: 1_000_000,
          orders: onCredit.length,
          usedCents: used,
        },
      ],
      total: { orders: onCredit.length, usedCents: used },
    });
  });

  it('counts service tickets and academy requests made in the period by status and type', async () => {
    const report = (await (await asAdmin()).get('/reports?from=2026-06-10&to=2026-06-12')).body.data;
    expect(report.serviceTickets.total).toBe(2);
    expect(report.serviceTickets.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'Submitted', count: 1 },
        { status: 'Completed', count: 1 },
        { status: 'Scheduled', count: 0 },
      ]),
    );
    expect(report.serviceTickets.byType).toEqual([
      expect.objectContaining({ count: 2, name: expect.any(String) }),
    ]);
    expect(report.academyRequests.total).toBe(2);
    expect(report.academyRequests.byStatus).toEqual(
      expect.arrayContaining([{ status: 'Pending', count: 2 }]),
    );
    expect(report.academyRequests.byType.map((row: { key: string; count: number }) => row.count)).toEqual([
      1, 1,
    ]);
    expect(report.academyRequests.byType.map((row: { key: string }) => row.key)).toContain('barista');
  });

  it('gives each role only the parts of its areas, and refuses catalogue staff, customers and strangers', async () => {
    const admin = await adminToken(http);
    const parts = async (role: 'sales' | 'service' | 'academy') => {
      const member = await staffMember(http, admin, role);
      const answer = await staffCalls(http, member.accessToken).get('/reports?from=2026-06-10&to=2026-06-12');
      expect(answer.status, role).toBe(200);
      const { from: _from, to: _to, ...rest } = answer.body.data;
      return Object.fromEntries(Object.entries(rest).map(([name, part]) => [name, part !== null]));
    };
    expect(await parts('sales')).toEqual({
      sales: true,
      points: true,
      partnerCredit: true,
      serviceTickets: false,
      academyRequests: false,
    });
    expect(await parts('service')).toMatchObject({
      sales: false,
      partnerCredit: false,
      serviceTickets: true,
    });
    expect(await parts('academy')).toMatchObject({
      sales: false,
      serviceTickets: false,
      academyRequests: true,
    });

    const catalogue = await staffMember(http, admin, 'catalogue');
    const refused = await staffCalls(http, catalogue.accessToken).get(
      '/reports?from=2026-06-10&to=2026-06-12',
    );
    expect(refused.status).toBe(403);
    expect(envelopeOf(refused).code).toBe(ErrorCode.permissionDenied);
    const customer = await signUp(http);
    expect(
      (await staffCalls(http, customer.accessToken).get('/reports?from=2026-06-10&to=2026-06-12')).status,
    ).toBe(403);
    expect((await http.get('/admin-api/reports?from=2026-06-10&to=2026-06-12')).status).toBe(401);
  });

  it('refuses a period without both days, backwards, longer than two years or with a day that does not exist', async () => {
    const admin = await asAdmin();
    for (const query of [
      'from=2026-06-10',
      'from=2026-06-12&to=2026-06-10',
      'from=2024-01-01&to=2026-06-10',
      'from=2026-02-30&to=2026-03-02',
    ]) {
      const answer = await admin.get(`/reports?${query}`);
      expect(answer.status, query).toBe(400);
      expect(envelopeOf(answer).code, query).toBe(ErrorCode.validation);
    }
  });
});
