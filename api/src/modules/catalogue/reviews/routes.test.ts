import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { createProduct, placeCashOrder } from '../../../../test/shop-fixtures';
import { adminToken } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('reviews', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let productId: number;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    productId = (
      await api.db
        .selectFrom('products')
        .select('id')
        .where('key', '=', 'hario-v60-kit')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => api?.close());

  /** Staff move a cash order along its table, one status at a time, up to `last`. */
  const moveOrder = async (orderId: number, last: string) => {
    for (const status of [
      'pending_delivery',
      'on_delivery_pending_payment',
      'delivered_pending_payment',
      'completed',
    ]) {
      const moved = await http.post(`/admin-api/orders/${orderId}/status`, { status }, { token: admin });
      expect(moved.status).toBe(200);
      if (status === last) return;
    }
  };

  /** A new customer who bought `product` and had it delivered (cash on delivery, not yet completed). */
  const buyer = async (product = productId, overrides: Record<string, unknown> = {}) => {
    const customer = await signUp(http, overrides);
    const order = await placeCashOrder(http, customer, product);
    await moveOrder(order.id, 'delivered_pending_payment');
    return customer;
  };

  const review = (customer: SignedIn, body: Record<string, unknown>) =>
    http.post('/client/review', { productId, ...body }, { token: customer.accessToken });
  const canReview = async (customer: SignedIn | null, product = productId) =>
    (await http.get(`/client/review?productId=${product}`, { token: customer?.accessToken })).body.data
      .canReview;

  it('asks a guest to sign in before writing one', async () => {
    const answer = await http.post('/client/review', { productId, rating: 5, comment: 'Great' });
    expect(answer.status).toBe(401);
  });

  it('needs a rating from 1 to 5 and a text', async () => {
    const { accessToken: token } = await signUp(http);
    const noText = await http.post('/client/review', { productId, rating: 4, comment: '  ' }, { token });
    expect(noText.status).toBe(400);
    expect(noText.body.message).toBe('catalogueReviewTextIsRequired');
    const noRating = await http.post('/client/review', { productId, comment: 'Nice' }, { token });
    expect(noRating.body.message).toBe('catalogueRatingIsRequired');
    const six = await http.post('/client/review', { productId, rating: 6, comment: 'Nice' }, { token });
    expect(six.body.message).toBe('catalogueRatingIsRequired');
    const unknown = await http.post(
      '/client/review',
      { productId: 999999, rating: 3, comment: 'Hm' },
      { token },
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a customer who never bought the product (403), and lists nothing of theirs', async () => {
    const stranger = await signUp(http);
    expect(await canReview(stranger)).toBe(false);

    const answer = await review(stranger, { rating: 5, comment: 'Never used it, five stars.' });

    expect(answer.status).toBe(403);
    expect(envelopeOf(answer)).toMatchObject({
      code: ErrorCode.permissionDenied,
      message: 'catalogueReviewOnlyBuyers',
    });
    const list = await http.get(`/client/review?productId=${productId}`);
    expect(list.body.data.reviews).toEqual([]);
  });

  it('refuses a buyer whose order is not delivered yet, or was canceled, or held another product', async () => {
    const waiting = await signUp(http);
    await placeCashOrder(http, waiting, productId);
    expect((await review(waiting, { rating: 4, comment: 'Not here yet' })).status).toBe(403);

    const canceled = await signUp(http);
    const order = await placeCashOrder(http, canceled, productId);
    const cancel = await http.put(`/client/order/${order.id}/cancel`, {}, { token: canceled.accessToken });
    expect(cancel.status).toBe(200);
    expect((await review(canceled, { rating: 1, comment: 'Canceled it' })).status).toBe(403);

    const other = await createProduct(api.db);
    const elsewhere = await buyer(other.productId);
    expect(await canReview(elsewhere, other.productId)).toBe(true);
    expect(await canReview(elsewhere)).toBe(false);
    expect((await review(elsewhere, { rating: 2, comment: 'Bought something else' })).status).toBe(403);
  });

  it('takes one review per product from a customer it was delivered to, and answers a second with 409', async () => {
    const customer = await buyer(productId, { firstName: 'Vanna', lastName: 'Sok' });
    expect(await canReview(customer)).toBe(true);
    expect(await canReview(null)).toBe(false);

    const first = await review(customer, { rating: 4, comment: 'Clean cups.' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      rating: 4,
      comment: 'Clean cups.',
      reviewerName: 'Vanna S.',
      mine: true,
    });
    expect(await canReview(customer)).toBe(false);
    const second = await review(customer, { rating: 1, comment: 'Changed my mind' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 4090, message: 'catalogueAlreadyReviewed' });
  });

  it('lists a product’s reviews newest first with their average, and shows it in the product', async () => {
    const customer = await signUp(http);
    const order = await placeCashOrder(http, customer, productId);
    await moveOrder(order.id, 'completed');
    expect((await review(customer, { rating: 5, comment: 'Perfect pour-over.' })).status).toBe(200);
    const answer = await http.get(`/client/review?productId=${productId}`, { token: customer.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data.rating).toEqual({ average: 4.5, count: 2 });
    expect(answer.body.data.reviews.map((review: { comment: string }) => review.comment)).toEqual([
      'Perfect pour-over.',
      'Clean cups.',
    ]);
    expect(answer.body.data.reviews.map((review: { mine: boolean }) => review.mine)).toEqual([true, false]);
    const product = await http.get(`/client/product/${productId}`);
    expect(product.body.data.rating).toEqual({ average: 4.5, count: 2 });
  });
});
