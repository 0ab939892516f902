import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('POST /client/feedback/create', () => {
  let api: StartedApi;
  let http: Http;
  let user: SignedIn;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
    user = await signUp(http);
  });
  afterAll(() => api?.close());

  const send = (body: unknown, token: string | undefined = user.accessToken) =>
    http.post('/client/feedback/create', body, { token });

  it('keeps a rating from 1 to 5 with its comment', async () => {
    const answer = await send({ rating: 5, comment: ' The Mondulkiri beans are excellent. ' });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: expect.any(Number),
      rating: 5,
      comment: 'The Mondulkiri beans are excellent.',
      createdAt: expect.any(String),
    });
    const row = await api.db
      .selectFrom('feedback')
      .select('user_id')
      .where('id', '=', answer.body.data.id)
      .executeTakeFirst();
    expect(row?.user_id).toBe(user.id);
  });

  it('requires the rating, from 1 to 5, then the comment', async () => {
    expect(envelopeOf(await send({ comment: 'ok' })).message).toBe('ratingIsRequired');
    expect(envelopeOf(await send({ rating: '5', comment: 'ok' })).message).toBe('ratingIsRequired');
    expect(envelopeOf(await send({ rating: 0, comment: 'ok' })).message).toBe('ratingMustBeFrom1To5');
    expect(envelopeOf(await send({ rating: 6, comment: 'ok' })).message).toBe('ratingMustBeFrom1To5');
    expect(envelopeOf(await send({ rating: 4.5, comment: 'ok' })).message).toBe('ratingMustBeFrom1To5');
    expect(envelopeOf(await send({ rating: 4 })).message).toBe('commentIsRequired');
    expect(envelopeOf(await send({ rating: 4, comment: '   ' })).message).toBe('commentIsRequired');
  });

  it('needs a token', async () => {
    expect((await http.post('/client/feedback/create', { rating: 5, comment: 'x' })).status).toBe(401);
  });

  it('leaves the settings open to guests and to signed-in users alike', async () => {
    const guest = await http.get('/client/settings');
    const signedIn = await http.get('/client/settings', { token: user.accessToken });
    expect(guest.status).toBe(200);
    expect(signedIn.body).toEqual(guest.body);
  });
});
