import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { addAddress, createProduct, stockOf } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('stock adjustments in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let stockDesk: ReturnType<typeof staffCalls>;
  let stockStaff: SignedIn;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    stockStaff = await staffMember(http, await adminToken(http), 'catalogue');
    stockDesk = staffCalls(http, stockStaff.accessToken);
  });
  afterAll(() => api?.close());

  const adjust = (variantId: number, quantity: unknown, reason: unknown = 'Goods received') =>
    stockDesk.post(`/variants/${variantId}/stock-adjustments`, { quantity, reason });

  const movementsOf = (variantId: number) =>
    api.db
      .selectFrom('stock_movements')
      .select(['quantity', 'stock_after', 'reason', 'staff_user_id'])
      .where('variant_id', '=', variantId)
      .orderBy('id')
      .execute();

  const auditRowsOf = (variantId: number) =>
    api.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'staff_user_id'])
      .where('action', '=', 'stock.adjust')
      .where('entity_id', '=', String(variantId))
      .orderBy('id')
      .execute();

  it('adds and takes away stock with a reason, as a movement row and an audit row, and the shop shows it', async () => {
    const { productId, variantIds } = await createProduct(api.db, { stock: 3 });
    const variantId = variantIds[0] as number;
    expect((await http.get(`/client/product/${productId}`)).body.data.stockState).toBe('lowStock');

    const received = await adjust(variantId, 20, 'Delivery from the roastery');
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({
      variantId,
      stock: 23,
      movement: {
        quantity: 20,
        stockAfter: 23,
        reason: 'Delivery from the roastery',
        staffName: 'Srey Pich',
      },
    });
    const shop = await http.get(`/client/product/${productId}`);
    expect(shop.body.data).toMatchObject({ stock: 23, stockState: 'inStock' });

    const broken = await adjust(variantId, -2, 'Two bags torn');
    expect(broken.body.data.stock).toBe(21);
    expect(await stockOf(api.db, variantId)).toBe(21);

    expect(await movementsOf(variantId)).toEqual([
      { quantity: 20, stock_after: 23, reason: 'Delivery from the roastery', staff_user_id: stockStaff.id },
      { quantity: -2, stock_after: 21, reason: 'Two bags torn', staff_user_id: stockStaff.id },
    ]);
    expect(await auditRowsOf(variantId)).toEqual([
      {
        before: { stock: 3 },
        after: { stock: 23, quantity: 20, reason: 'Delivery from the roastery' },
        staff_user_id: stockStaff.id,
      },
      {
        before: { stock: 23 },
        after: { stock: 21, quantity: -2, reason: 'Two bags torn' },
        staff_user_id: stockStaff.id,
      },
    ]);

    const listed = await stockDesk.get(`/variants/${variantId}/stock-movements?limit=1`);
    expect(listed.body.meta).toEqual({ limit: 1, offset: 0, total: 2 });
    expect(listed.body.data[0]).toMatchObject({ quantity: -2, stockAfter: 21, reason: 'Two bags torn' });
  });

  it.each([
    [{ quantity: 5, reason: '  ' }, 'adminStockReasonIsRequired'],
    [{ quantity: 5 }, 'adminStockReasonIsRequired'],
    [{ quantity: 0, reason: 'Count' }, 'adminStockQuantityInvalid'],
    [{ quantity: 1.5, reason: 'Count' }, 'adminStockQuantityInvalid'],
    [{ quantity: '5', reason: 'Count' }, 'adminStockQuantityInvalid'],
    [{ quantity: 2_000_000, reason: 'Count' }, 'adminStockQuantityInvalid'],
  ])('refuses %j with %s', async (body, key) => {
    const { variantIds } = await createProduct(api.db, { stock: 4 });
    const variantId = variantIds[0] as number;
    const answer = await stockDesk.post(`/variants/${variantId}/stock-adjustments`, body);
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer)).toMatchObject({ code: ErrorCode.validation, message: key });
    expect(await stockOf(api.db, variantId)).toBe(4);
    expect(await movementsOf(variantId)).toEqual([]);
  });

  it('never takes stock below 0 and then writes neither a movement nor an audit row', async () => {
    const { variantIds } = await createProduct(api.db, { stock: 4 });
    const variantId = variantIds[0] as number;
    const answer = await adjust(variantId, -5, 'Count');
    expect(answer.status).toBe(409);
    expect(envelopeOf(answer)).toMatchObject({
      code: ErrorCode.conflict,
      message: 'adminStockWouldGoNegative',
    });
    expect(await stockOf(api.db, variantId)).toBe(4);
    expect(await movementsOf(variantId)).toEqual([]);
    expect(await auditRowsOf(variantId)).toEqual([]);

    expect((await adjust(variantId, -4, 'Count')).body.data.stock).toBe(0);
    expect((await adjust(2_147_483_000, 1)).status).toBe(404);
    expect((await stockDesk.get('/variants/2147483000/stock-movements')).status).toBe(404);
  });

  it('loses no adjustment when many arrive at once, and stops exactly at 0', async () => {
    const { variantIds } = await createProduct(api.db, { stock: 5 });
    const variantId = variantIds[0] as number;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => adjust(variantId, -1, `Sample ${index + 1}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await stockOf(api.db, variantId)).toBe(0);
    const movements = await movementsOf(variantId);
    expect(movements).toHaveLength(5);
    expect(movements.map((movement) => movement.stock_after).sort()).toEqual([0, 1, 2, 3, 4]);

    const both = await Promise.all([
      ...Array.from({ length: 6 }, () => adjust(variantId, 3, 'Received')),
      ...Array.from({ length: 6 }, () => adjust(variantId, -2, 'Sold at the showroom')),
    ]);
    const applied = both
      .filter((answer) => answer.status === 200)
      .reduce((sum, answer) => sum + answer.body.data.movement.quantity, 0);
    expect(both.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await stockOf(api.db, variantId)).toBe(applied);
    expect((await movementsOf(variantId)).reduce((sum, movement) => sum + movement.quantity, 0)).toBe(
      -5 + applied,
    );
  });

  it('adjusts in parallel with customers’ orders without losing an update on either side', async () => {
    const { productId, variantIds } = await createProduct(api.db, { stock: 20, price: 1_000 });
    const variantId = variantIds[0] as number;
    const buyers: SignedIn[] = [];
    const addresses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const buyer = await signUp(http);
      addresses.push(await addAddress(http, buyer));
      const added = await http.post(
        '/client/cart/add',
        { productId, quantity: 3 },
        { token: buyer.accessToken },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      buyers.push(buyer);
    }
    const adjustments = [-4, 2, -3, 5, -6, 1, -2];
    const [orders, changes] = await Promise.all([
      Promise.all(
        buyers.map((buyer, index) =>
          http.post(
            '/client/order',
            { deliveryType: 'delivery', addressId: addresses[index], paymentMethod: 'cash_on_delivery' },
            { token: buyer.accessToken },
          ),
        ),
      ),
      Promise.all(adjustments.map((quantity) => adjust(variantId, quantity, 'Stock count'))),
    ]);
    for (const answer of [...orders, ...changes])
      expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const placed = orders.filter((answer) => answer.status === 200).length;
    const applied = changes
      .filter((answer) => answer.status === 200)
      .reduce((sum, answer) => sum + answer.body.data.movement.quantity, 0);
    expect(placed).toBeGreaterThan(0);

    const stock = await stockOf(api.db, variantId);
    expect(stock).toBe(20 - 3 * placed + applied);
    expect(stock).toBeGreaterThanOrEqual(0);
    const ordered = await api.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<string>('quantity').as('n'))
      .where('variant_id', '=', variantId)
      .executeTakeFirstOrThrow();
    expect(Number(ordered.n)).toBe(3 * placed);
    // Every change of the stock is in the history: staff adjustments and the orders.
    expect((await movementsOf(variantId)).reduce((sum, movement) => sum + movement.quantity, 0)).toBe(
      stock - 20,
    );
    expect((await http.get(`/client/product/${productId}`)).body.data.stock).toBe(stock);
  });

  it('lists what orders took and gave back beside staff adjustments, naming the order', async () => {
    const { productId, variantIds } = await createProduct(api.db, { stock: 10, price: 1_000 });
    const variantId = variantIds[0] as number;
    const buyer = await signUp(http);
    const addressId = await addAddress(http, buyer);
    await http.post('/client/cart/add', { productId, quantity: 4 }, { token: buyer.accessToken });
    const placed = await http.post(
      '/client/order',
      { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery' },
      { token: buyer.accessToken },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { id: orderId, orderNumber } = placed.body.data;
    const canceled = await http.put(`/client/order/${orderId}/cancel`, {}, { token: buyer.accessToken });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect((await adjust(variantId, -1, 'Broken bag')).status).toBe(200);

    const history = await stockDesk.get(`/variants/${variantId}/stock-movements?limit=10&offset=0`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({
        quantity: -1,
        stockAfter: 9,
        reason: 'Broken bag',
        staffName: 'Srey Pich',
        orderNumber: null,
      }),
      expect.objectContaining({
        quantity: 4,
        stockAfter: 10,
        reason: 'stockReasonOrderReturned',
        staffName: null,
        orderNumber,
      }),
      expect.objectContaining({
        quantity: -4,
        stockAfter: 6,
        reason: 'stockReasonOrder',
        staffName: null,
        orderNumber,
      }),
    ]);
  });

  it('gives sales staff 403/4430', async () => {
    const sales = staffCalls(http, (await staffMember(http, await adminToken(http), 'sales')).accessToken);
    const { variantIds } = await createProduct(api.db, { stock: 4 });
    for (const answer of [
      await sales.post(`/variants/${variantIds[0]}/stock-adjustments`, { quantity: 1, reason: 'x' }),
      await sales.get(`/variants/${variantIds[0]}/stock-movements`),
    ]) {
      expect(answer.status).toBe(403);
      expect(envelopeOf(answer).code).toBe(ErrorCode.permissionDenied);
    }
  });
});
