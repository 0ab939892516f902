import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttp, envelopeOf } from '../../../../test/http';
import { type App, buildApp } from '../../../app';
import type { Db } from '../../../db/schema';
import { loadConfig } from '../../../platform/config';

describe('GET /__dev/outbox in production', () => {
  let app: App;
  let baseUrl: string;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_SECRET: 'a-production-secret-of-at-least-32-chars',
    });
    // Whether a route exists needs no database; any query would fail loudly on this stand-in.
    app = buildApp({ db: {} as Db, config });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app?.close());

  it('does not exist', async () => {
    const answer = await createHttp(baseUrl).get('/__dev/outbox?to=012345678');
    expect(answer.status).toBe(404);
    expect(envelopeOf(answer).message).toBe('resourceNotFound');
  });
});
