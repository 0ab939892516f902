import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp } from '../test/accounts';
import { createHttp } from '../test/http';
import { type StartedApi, startAnotherProcess, startApi } from '../test/start-api';
import { runHourlyJobs } from './jobs';
import { runExclusive } from './platform/jobs';
import { createStorage } from './platform/storage';

const dayMs = 24 * 60 * 60 * 1000;

describe('hourly jobs', () => {
  let api: StartedApi;
  let other: Awaited<ReturnType<typeof startAnotherProcess>>;
  beforeAll(async () => {
    api = await startApi();
    other = await startAnotherProcess(api);
  });
  afterAll(async () => {
    await other?.close();
    await api?.close();
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'runs a job in one process while another already runs it',
    async () => {
      let release = () => {};
      const running = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = runExclusive(api.db, 'test-job', () => running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await runExclusive(other.db, 'test-job', async () => {})).toBe(false);
      release();
      expect(await first).toBe(true);
      expect(await runExclusive(other.db, 'test-job', async () => {})).toBe(true);
    },
  );

  it('anonymises a deleted account once when two processes run the jobs at the same moment', async () => {
    const http = createHttp(api.baseUrl);
    const leaving = await Promise.all([signUp(http), signUp(http), signUp(http)]);
    await api.db
      .updateTable('users')
      .set({ delete_requested_at: new Date(Date.now() - 8 * dayMs) })
      .where(
        'id',
        'in',
        leaving.map((account) => account.id),
      )
      .execute();
    const reports: unknown[] = [];
    const deps = (db: typeof api.db) => ({
      db,
      clock: { now: () => new Date() },
      storage: createStorage({ config: api.config, clock: { now: () => new Date() } }),
      log: { info: (report: object) => reports.push(report), error: () => {} },
    });

    await Promise.all([runHourlyJobs(deps(api.db)), runHourlyJobs(deps(other.db))]);

    const total = reports.reduce<number>((sum, report) => sum + (report as { accounts: number }).accounts, 0);
    expect(total).toBe(3);
    const rows = await api.db
      .selectFrom('users')
      .select('anonymised_at')
      .where(
        'id',
        'in',
        leaving.map((account) => account.id),
      )
      .execute();
    expect(rows.every((row) => row.anonymised_at !== null)).toBe(true);
  });

  it('forgets rate-limit windows that ended', async () => {
    await api.db
      .insertInto('rate_limits')
      .values([
        { key: 'POST /ended 10.0.0.1', hits: 3, ends_at: new Date(Date.now() - 1000) },
        { key: 'POST /open 10.0.0.1', hits: 3, ends_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    const log = { info: () => {}, error: () => {} };
    await runHourlyJobs({
      db: api.db,
      clock: { now: () => new Date() },
      storage: createStorage({ config: api.config, clock: { now: () => new Date() } }),
      log,
    });
    const keys = (await api.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('POST /open 10.0.0.1');
    expect(keys).not.toContain('POST /ended 10.0.0.1');
  });
});
