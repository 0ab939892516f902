import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { healthSchema, okEnvelope } from '@portal/shared/contract';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('GET /client/health and /client/health/ready', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it.each(['/client/health', '/client/health/ready'])(
    '%s answers ok and names the database',
    async (path) => {
      const response = await fetch(`${api.baseUrl}${path}`);

      expect(response.status).toBe(200);
      const body = okEnvelope(healthSchema).parse(await response.json());
      expect(body).toEqual({
        data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
        message: 'ok',
      });
    },
  );
});
