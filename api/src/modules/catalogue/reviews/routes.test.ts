import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('reviews', () => {
  let api: StartedApi;
  let http: Http;
  let productId: number;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
    productId = (
      await api.db
        .selectFrom('products')
        .select('id')
        .where('key', '=', 'hario-v60-kit')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => api?.close());

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

  it('takes one review per product and customer and answers a second with 409', async () => {
    const { accessToken: token } = await signUp(http, { firstName: 'Vanna', lastName: 'Sok' });
    const first = await http.post(
      '/client/review',
      { productId, rating: 4, comment: 'Clean cups.' },
      { token },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      rating: 4,
      comment: 'Clean cups.',
      reviewerName: 'Vanna S.',
      mine: true,
    });
    const second = await http.post(
      '/client/review',
      { productId, rating: 1, comment: 'Changed my mind' },
      { token },
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 4090, message: 'catalogueAlreadyReviewed' });
  });

  it('lists a product’s reviews newest first with their average, and shows it in the product', async () => {
    const { accessToken: token } = await signUp(http);
    await http.post('/client/review', { productId, rating: 5, comment: 'Perfect pour-over.' }, { token });
    const answer = await http.get(`/client/review?productId=${productId}`, { token });
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
