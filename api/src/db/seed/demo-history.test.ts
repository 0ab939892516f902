import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { paymentMethods } from '@portal/shared/contract';
import { sql } from 'kysely';
import { expect } from '../../../../test/support/expect';
import { createHttp } from '../../../test/http';
import { adminToken } from '../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../test/start-api';
import { seed } from '.';
import { demoAccounts } from './demo-accounts';
import { demoHistoryDays } from './demo-history';

const historyOrders = (api: StartedApi) =>
  api.db.selectFrom('orders').where('idempotency_key', 'like', 'demo-history-%');
const countOf = async (api: StartedApi) =>
  Number(
    (
      await historyOrders(api)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the demo shop’s past', () => {
  let api: StartedApi;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true, demoHistory: true });
  });
  afterAll(() => api?.close());

  it('holds about three months of orders, each month of them busy', async () => {
    const now = Date.now();
    const rows = await historyOrders(api).select(['created_at']).execute();
    expect(rows.length).toBeGreaterThan(100);
    const months = new Map<number, number>();
    for (const row of rows) {
      const age = (now - row.created_at.getTime()) / 86_400_000;
      expect(age).toBeLessThan(demoHistoryDays + 1);
      expect(age).toBeGreaterThan(0);
      const month = Math.min(2, Math.floor(age / 30));
      months.set(month, (months.get(month) ?? 0) + 1);
    }
    for (const month of [0, 1, 2]) expect(months.get(month) ?? 0).toBeGreaterThan(25);
  });

  it('pays by every method, delivers and is picked up, completes and cancels as orders of its age would', async () => {
    const rows = await historyOrders(api)
      .select(['payment_method', 'delivery_type', 'status', 'created_at', 'payment_status'])
      .execute();
    const methods = new Set(rows.map((row) => row.payment_method));
    expect([...methods].sort()).toEqual([...paymentMethods].sort());
    expect(new Set(rows.map((row) => row.delivery_type))).toEqual(new Set(['delivery', 'pickup']));
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of ['completed', 'closed', 'canceled']) expect(statuses).toContain(status);
    const weekAgo = Date.now() - 8 * 86_400_000;
    for (const row of rows.filter((one) => one.created_at.getTime() < weekAgo))
      expect(['completed', 'closed', 'canceled', 'rejected']).toContain(row.status);
    for (const row of rows.filter((one) => ['completed', 'closed'].includes(one.status)))
      expect(row.payment_status).toBe('paid');
  });

  it('moved stock and points by the order rules', async () => {
    const unmoved = await historyOrders(api)
      .select('orders.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stock_movements')
              .select('stock_movements.id')
              .whereRef('stock_movements.order_id', '=', 'orders.id'),
          ),
        ),
      )
      .execute();
    expect(unmoved).toEqual([]);
    for (const account of demoAccounts) {
      const user = await api.db
        .selectFrom('users')
        .select(['id', 'total_points'])
        .where('phone', '=', account.phone)
        .executeTakeFirstOrThrow();
      const ledger = await api.db
        .selectFrom('point_ledger')
        .select(sql<string>`coalesce(sum(points), 0)`.as('sum'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(user.total_points).toBe(account.total_points + Number(ledger.sum));
      expect(Number(ledger.sum)).toBeGreaterThan(0);
    }
    const redeemed = await api.db
      .selectFrom('point_ledger')
      .innerJoin('orders', 'orders.id', 'point_ledger.order_id')
      .select('point_ledger.id')
      .where('orders.idempotency_key', 'like', 'demo-history-%')
      .where('point_ledger.reason', '=', 'redeemed')
      .execute();
    expect(redeemed.length).toBeGreaterThan(0);
    // Today's shoppers still find what the past sold in stock.
    const leastLeft = await api.db
      .selectFrom('product_variants')
      .select((eb) => eb.fn.min('product_variants.stock').as('stock'))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('stock_movements')
          .innerJoin('orders', 'orders.id', 'stock_movements.order_id')
          .select('stock_movements.variant_id')
          .where('orders.idempotency_key', 'like', 'demo-history-%'),
      )
      .executeTakeFirstOrThrow();
    expect(Number(leastLeft.stock)).toBeGreaterThanOrEqual(20);
    // A canceled order gave its goods back.
    const canceled = await historyOrders(api)
      .select('id')
      .where('status', '=', 'canceled')
      .executeTakeFirstOrThrow();
    const returned = await api.db
      .selectFrom('stock_movements')
      .select('reason')
      .where('order_id', '=', canceled.id)
      .where('quantity', '>', 0)
      .execute();
    expect(returned.length).toBeGreaterThan(0);
  });

  it('gives the back office’s dashboard sales to show for the last 30 days', async () => {
    const http = createHttp(api.baseUrl);
    const answer = await http.get('/admin-api/dashboard?period=30d', { token: await adminToken(http) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.sales.current.orders).toBeGreaterThan(20);
    expect(answer.body.data.sales.topProducts.length).toBeGreaterThan(0);
  });

  it('finishes a past that a stopped start left short, then adds nothing more', async () => {
    const cut = new Date(Date.now() - 40 * 86_400_000);
    const recent = () => historyOrders(api).select('id').where('created_at', '>', cut).execute();
    expect((await recent()).length).toBeGreaterThan(30);
    // As if the start had stopped 50 days into the past: the later orders are not the history's.
    await api.db
      .updateTable('orders')
      .set({ idempotency_key: sql<string>`'cut-' || id` })
      .where('idempotency_key', 'like', 'demo-history-%')
      .where('created_at', '>', cut)
      .execute();
    expect(await recent()).toEqual([]);
    await seed(api.db, { demoAccounts: true, demoHistory: api.config });
    const resumed = (await recent()).length;
    expect(resumed).toBeGreaterThan(30);
    await seed(api.db, { demoAccounts: true, demoHistory: api.config });
    expect((await recent()).length).toBe(resumed);
  });

  it('adds nothing on a second start', async () => {
    const before = await countOf(api);
    const users = async () =>
      Number(
        (
          await api.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const usersBefore = await users();
    await seed(api.db, { demoAccounts: true, demoHistory: api.config });
    expect(await countOf(api)).toBe(before);
    expect(await users()).toBe(usersBefore);
  });
});

describe('without the demo shop’s past', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
  });
  afterAll(() => api?.close());

  it('is not there for the tests unless they ask, nor ever in production', async () => {
    expect(await countOf(api)).toBe(0);
    await seed(api.db, { demoAccounts: true, demoHistory: { ...api.config, env: 'production' } });
    expect(await countOf(api)).toBe(0);
    const orders = await api.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(0);
  });
});
