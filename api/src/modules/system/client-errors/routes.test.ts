import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('POST /client/client-error', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const report = (body: unknown) => http.post('/client/client-error', body);

  it('takes why a section was not loaded, from a visitor who is not signed in', async () => {
    const answer = await report({
      section: 'academy',
      reason: 'the academy section needs @portal/shared ^2.0.0, and this host provides 1.0.0',
      page: '/academy/video-tutorial',
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: null, message: 'ok' });
    expect((await report({ section: 'shop', reason: 'down' })).status).toBe(200);
  });

  it('refuses a report without a section or a reason, or one too long to be a reason', async () => {
    for (const body of [{ reason: 'x' }, { section: 'shop' }, { section: ' ', reason: 'x' }, null]) {
      const answer = await report(body);
      expect(answer.status).toBe(400);
      expect(envelopeOf(answer).message).toBe('badRequest');
    }
    expect(envelopeOf(await report({ section: 'shop', reason: 'x'.repeat(2001) })).message).toBe(
      'textIsTooLong',
    );
  });
});
