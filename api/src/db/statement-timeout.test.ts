import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { signUp } from '../../test/accounts';
import { createHttp, type Http } from '../../test/http';
import { type StartedApi, startApi } from '../../test/start-api';

const serverUrl = process.env.DATABASE_URL;

// Only a PostgreSQL server has other sessions that can hold a lock while the API waits; PGlite runs one statement.
(serverUrl ? describe : describe.skip)('a request behind a table another session has locked', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({
      env: { DATABASE_STATEMENT_TIMEOUT_MS: '1000', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000' },
    });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('runs every connection with the configured statement and idle-in-transaction timeouts', async () => {
    const { rows } = await sql<{ statement: string; idle: string }>`
      select current_setting('statement_timeout') as statement,
             current_setting('idle_in_transaction_session_timeout') as idle`.execute(api.db);
    expect(rows[0]).toEqual({ statement: '1s', idle: '3s' });
  });

  it('gives up at the statement timeout with 503 while the lock is still held, and serves again once it is not', async () => {
    const customer = await signUp(http);
    const profile = () => http.get('/client/account/profile', { token: customer.accessToken });
    expect((await profile()).status).toBe(200);

    const answer = await api.db.connection().execute(async (locker) => {
      await sql`begin`.execute(locker);
      await sql`lock table users in access exclusive mode`.execute(locker);
      try {
        // Without a timeout the request would wait for the lock as long as it is held: here, for ever.
        const giveUp = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
        return await Promise.race([profile(), giveUp]);
      } finally {
        await sql`rollback`.execute(locker);
      }
    });

    expect(answer?.status).toBe(503);
    expect(answer?.body).toMatchObject({ code: 5030, message: 'systemUnderMaintenance' });
    expect(answer?.headers.get('retry-after')).toBe('5');
    expect((await profile()).status).toBe(200);
  });
});
