import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp } from '../../test/accounts';
import { type CuttableProxy, startCuttableProxy } from '../../test/cuttable-proxy';
import { createHttp, type Http } from '../../test/http';
import { type StartedApi, startApi } from '../../test/start-api';

const serverUrl = process.env.DATABASE_URL;

// Only a PostgreSQL server can go away under a running API; the embedded database lives inside it.
(serverUrl ? describe : describe.skip)('while the PostgreSQL server is unreachable', () => {
  let proxy: CuttableProxy;
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    const server = new URL(serverUrl ?? 'postgres://127.0.0.1:5432');
    proxy = await startCuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
    api = await startApi({ databaseAddress: proxy.address });
    http = createHttp(api.baseUrl);
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await api?.close();
    await proxy?.close();
  });

  it('answers 503 code 5030 with Retry-After and the maintenance message, then serves again with no restart', async () => {
    const customer = await signUp(http);
    const profile = () => http.get('/client/account/profile', { token: customer.accessToken });
    const login = () =>
      http.post('/client/auth/login', { user: customer.phone, password: customer.password });
    expect((await profile()).status).toBe(200);

    await proxy.cut();
    for (const answer of [await profile(), await login(), await http.get('/client/health/ready')]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({
        statusCode: 503,
        code: 5030,
        error: 'Service Unavailable',
        message: 'systemUnderMaintenance',
      });
    }
    // Liveness: the process is fine, so nothing should restart it.
    expect((await http.get('/client/health')).status).toBe(200);

    await proxy.restore();
    expect((await profile()).status).toBe(200);
    expect((await login()).status).toBe(200);
    expect((await http.get('/client/health/ready')).status).toBe(200);
  });
});
