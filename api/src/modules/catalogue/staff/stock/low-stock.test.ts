import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { sql } from 'kysely';
import { expect } from '../../../../../../test/support/expect';
import { createHttp, type Http } from '../../../../../test/http';
import { createProduct, stockOf } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('low stock in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let desk: ReturnType<typeof staffCalls>;
  let admin: string;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    desk = staffCalls(http, (await staffMember(http, admin, 'catalogue')).accessToken);
  });
  afterAll(() => api?.close());

  const setDefaultLevel = (level: number) =>
    sql`update settings set value = ${String(level)} where key = 'lowStockLevel'`.execute(api.db);

  const lowIds = async () => {
    const answer = await desk.get('/stock/low?limit=200');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return new Map<number, { level: number; ownLevel: number | null }>(
      answer.body.data.map((row: { variantId: number; level: number; ownLevel: number | null }) => [
        row.variantId,
        { level: row.level, ownLevel: row.ownLevel },
      ]),
    );
  };

  it('lists variants at or under their own level, else the default in settings, as the dashboard counts them', async () => {
    const own = await createProduct(api.db, { stock: 8 });
    const atDefault = await createProduct(api.db, { stock: 5 });
    const overDefault = await createProduct(api.db, { stock: 6 });
    const [ownVariant, atDefaultVariant, overDefaultVariant] = [own, atDefault, overDefault].map(
      (product) => product.variantIds[0] as number,
    ) as [number, number, number];
    const sku = (
      await api.db
        .selectFrom('product_variants')
        .select('sku')
        .where('id', '=', ownVariant)
        .executeTakeFirstOrThrow()
    ).sku;

    let low = await lowIds();
    expect([low.has(ownVariant), low.has(atDefaultVariant), low.has(overDefaultVariant)]).toEqual([
      false,
      true,
      false,
    ]);

    const edited = await desk.put(`/variants/${ownVariant}`, { sku, isActive: true, lowStockLevel: 10 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.lowStockLevel).toBe(10);
    low = await lowIds();
    expect(low.get(ownVariant)).toEqual({ level: 10, ownLevel: 10 });
    expect(low.get(atDefaultVariant)).toEqual({ level: 5, ownLevel: null });

    await setDefaultLevel(6);
    low = await lowIds();
    expect(low.get(overDefaultVariant)).toEqual({ level: 6, ownLevel: null });

    const dashboard = (await staffCalls(http, admin).get('/dashboard')).body.data.lowStock;
    const list = await desk.get('/stock/low');
    expect(dashboard.total).toBe(list.body.meta.total);
    expect(dashboard.level).toBe(6);
    expect(list.body.meta.defaultLevel).toBe(6);

    const cleared = await desk.put(`/variants/${ownVariant}`, { sku, isActive: true, lowStockLevel: null });
    expect(cleared.body.data.lowStockLevel).toBeNull();
    expect((await lowIds()).has(ownVariant)).toBe(false);
    await setDefaultLevel(5);
  });

  it('restocks several variants in one request, a movement each, all or none', async () => {
    const a = await createProduct(api.db, { stock: 1 });
    const b = await createProduct(api.db, { stock: 2 });
    const [aId, bId] = [a.variantIds[0] as number, b.variantIds[0] as number];
    const restocked = await desk.post('/stock/restock', {
      items: [
        { variantId: bId, quantity: 20 },
        { variantId: aId, quantity: 10 },
      ],
      reason: 'Delivery from the roastery',
    });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    expect(
      restocked.body.data.map(({ variantId, stock }: { variantId: number; stock: number }) => ({
        variantId,
        stock,
      })),
    ).toEqual([
      { variantId: aId, stock: 11 },
      { variantId: bId, stock: 22 },
    ]);
    const movements = await api.db
      .selectFrom('stock_movements')
      .select(['variant_id', 'quantity', 'stock_after', 'reason'])
      .where('variant_id', 'in', [aId, bId])
      .orderBy('variant_id')
      .execute();
    expect(movements).toEqual([
      { variant_id: aId, quantity: 10, stock_after: 11, reason: 'Delivery from the roastery' },
      { variant_id: bId, quantity: 20, stock_after: 22, reason: 'Delivery from the roastery' },
    ]);
    expect(
      await api.db.selectFrom('audit_log').select('id').where('action', '=', 'stock.restock').execute(),
    ).toHaveLength(1);

    const unknown = await desk.post('/stock/restock', {
      items: [
        { variantId: aId, quantity: 5 },
        { variantId: 2_000_000_000, quantity: 5 },
      ],
      reason: 'Delivery',
    });
    expect(unknown.status).toBe(404);
    expect(await stockOf(api.db, aId)).toBe(11);

    const repeated = await desk.post('/stock/restock', {
      items: [
        { variantId: aId, quantity: 1 },
        { variantId: aId, quantity: 1 },
      ],
      reason: 'Delivery',
    });
    expect([repeated.status, repeated.body.message]).toEqual([400, 'adminRestockRepeated']);
    const nothing = await desk.post('/stock/restock', {
      items: [{ variantId: aId, quantity: 0 }],
      reason: 'x',
    });
    expect(nothing.status).toBe(400);
  });

  it('loses no unit when restocks of the same variants and orders’ adjustments run at the same time', async () => {
    const a = await createProduct(api.db, { stock: 0 });
    const b = await createProduct(api.db, { stock: 0 });
    const [aId, bId] = [a.variantIds[0] as number, b.variantIds[0] as number];
    const rounds = 12;
    const answers = await Promise.all(
      Array.from({ length: rounds }, (_, round) =>
        round % 3 === 2
          ? desk.post(`/variants/${aId}/stock-adjustments`, { quantity: 1, reason: 'Found in the back' })
          : desk.post('/stock/restock', {
              // Half name the variants in the other order: the restock must not deadlock on it.
              items:
                round % 2 === 0
                  ? [
                      { variantId: aId, quantity: 1 },
                      { variantId: bId, quantity: 2 },
                    ]
                  : [
                      { variantId: bId, quantity: 2 },
                      { variantId: aId, quantity: 1 },
                    ],
              reason: `Round ${round}`,
            }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(rounds).fill(200));
    const restocks = answers.filter((_, round) => round % 3 !== 2).length;
    expect(await stockOf(api.db, aId)).toBe(rounds);
    expect(await stockOf(api.db, bId)).toBe(restocks * 2);
    const afterA = (
      await api.db.selectFrom('stock_movements').select('stock_after').where('variant_id', '=', aId).execute()
    ).map((row) => row.stock_after);
    expect(afterA.sort((x, y) => x - y)).toEqual(Array.from({ length: rounds }, (_, i) => i + 1));
  });

  it('is for staff with stock, not for sales', async () => {
    const sales = staffCalls(http, (await staffMember(http, admin, 'sales')).accessToken);
    expect((await sales.get('/stock/low')).status).toBe(403);
    expect(
      (await sales.post('/stock/restock', { items: [{ variantId: 1, quantity: 1 }], reason: 'x' })).status,
    ).toBe(403);
  });
});
