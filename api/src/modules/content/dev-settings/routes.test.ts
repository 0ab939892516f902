import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('PUT /__dev/settings/:key', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('turns a feature switch off and on again, as the very next GET /client/settings answers', async () => {
    // The cached settings are read back at once, many times over: the change must not wait for the notification.
    for (let round = 0; round < 20; round++) {
      for (const value of ['off', 'on']) {
        expect((await http.put('/__dev/settings/enableServiceTutorial', { value })).status).toBe(200);
        expect((await http.get('/client/settings')).body.data.enableServiceTutorial).toBe(value);
      }
    }
  });

  it('refuses unknown switches and values', async () => {
    expect((await http.put('/__dev/settings/enableEverything', { value: 'off' })).status).toBe(400);
    expect((await http.put('/__dev/settings/enableServices', { value: 'maybe' })).status).toBe(400);
  });
});
