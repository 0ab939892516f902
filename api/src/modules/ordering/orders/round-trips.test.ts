import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../test/support/expect';
import { signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { type RoundTrip, watchRoundTrips } from '../../../../test/round-trips';
import { addAddress, createProduct } from '../../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../../test/start-api';

// The write path's round trips to the database are its cost on a PostgreSQL server (issue: a few, not twenty);
// `pnpm bench` times them, this keeps their number from creeping back.
describe('round trips of the write path', () => {
  let api: StartedApi;
  let http: Http;
  let roundTrips: ReturnType<typeof watchRoundTrips>;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
    roundTrips = watchRoundTrips(api.db);
  });
  afterAll(() => api?.close());

  const during = async (request: () => Promise<{ status: number }>) => {
    const stop = roundTrips.record();
    const answer = await request();
    const trips: RoundTrip[] = stop();
    expect(answer.status).toBe(200);
    return trips.map((trip) => trip.sql.replace(/\s+/g, ' ').trim().slice(0, 40).toLowerCase());
  };

  it('adds to the cart in three: the session, the line, the count', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db);
    const trips = await during(() =>
      http.post(
        '/client/cart/add',
        { productId: product.productId, quantity: 1 },
        { token: user.accessToken },
      ),
    );
    expect(trips).toHaveLength(3);
    expect(trips[1]).toMatch(/^with baskets/);
  });

  it('places an order in seven, its own begin and commit and the answer included', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db);
    const addressId = await addAddress(http, user);
    await http.post(
      '/client/cart/add',
      { productId: product.productId, quantity: 2 },
      { token: user.accessToken },
    );
    const trips = await during(() =>
      http.post(
        '/client/order',
        { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery' },
        { token: user.accessToken },
      ),
    );
    expect(trips).toHaveLength(7);
    expect(trips[1]).toBe('begin');
    expect(trips[5]).toBe('commit');
  });
});
