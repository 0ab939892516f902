import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { type Answer, createHttp, type Http } from '../../../../test/http';
import { createProduct } from '../../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../../test/start-api';

// On the PostgreSQL server (DATABASE_URL) these requests really run side by side; that is where the race showed.
describe('/client cart and quick order under simultaneous requests', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const quantityOf = async (user: SignedIn, path: '/client/cart' | '/client/cart-quick-order') => {
    const basket = await http.get(path, { token: user.accessToken });
    expect(basket.status).toBe(200);
    return basket.body.data.map((line: { quantity: number }) => line.quantity) as number[];
  };

  /** Every answer is either a success or the over-stock refusal, and how many were each. */
  const tally = (answers: Answer[]) => {
    for (const answer of answers) {
      if (answer.status !== 200) {
        expect({ status: answer.status, message: answer.body.message }).toEqual({
          status: 409,
          message: 'cartNotEnoughStock',
        });
      }
    }
    const added = answers.filter((answer) => answer.status === 200).length;
    return { added, refused: answers.length - added };
  };

  it('never lets 20 adds of 1 at once put more than the 10 in stock in the cart', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db, { stock: 10 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        http.post(
          '/client/cart/add',
          { productId: product.productId, quantity: 1 },
          { token: user.accessToken },
        ),
      ),
    );
    expect(await quantityOf(user, '/client/cart')).toEqual([10]);
    expect(tally(answers)).toEqual({ added: 10, refused: 10 });
  });

  it('never lets 20 adds of 1 at once put more than the 10 in stock in the quick order', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db, { stock: 10 });
    const body = { productId: product.productId, variantId: product.variantIds[0], quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        http.post(i % 2 ? '/client/cart-quick-order/add' : '/client/cart/save-to-quick-order', body, {
          token: user.accessToken,
        }),
      ),
    );
    expect(await quantityOf(user, '/client/cart-quick-order')).toEqual([10]);
    expect(tally(answers)).toEqual({ added: 10, refused: 10 });
    expect(await quantityOf(user, '/client/cart')).toEqual([]);
  });

  it('never lets a quantity change and adds at the same moment pass the stock together', async () => {
    const user = await signUp(http);
    const product = await createProduct(api.db, { stock: 10 });
    const first = await http.post(
      '/client/cart/add',
      { productId: product.productId, quantity: 4 },
      { token: user.accessToken },
    );
    expect(first.status).toBe(200);
    const lineId = (await http.get('/client/cart', { token: user.accessToken })).body.data[0].id as number;
    const adds = Array.from({ length: 10 }, () =>
      http.post(
        '/client/cart/add',
        { productId: product.productId, quantity: 1 },
        { token: user.accessToken },
      ),
    );
    const changes = Array.from({ length: 5 }, () =>
      http.put(`/client/cart/${lineId}`, { quantity: 9 }, { token: user.accessToken }),
    );
    const answers = await Promise.all([...adds, ...changes]);
    tally(answers);
    const [quantity] = await quantityOf(user, '/client/cart');
    expect(quantity).toBeLessThanOrEqual(10);
  });
});
