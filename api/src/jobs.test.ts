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

  it('forgets the counts kept under client addresses and phones once they can no longer hold anyone back', async () => {
    const ago = (ms: number) => new Date(Date.now() - ms);
    const hourMs = 60 * 60 * 1000;
    await api.db
      .insertInto('throttles')
      .values([
        // Window over and the last pause forgiven (more than a day ago): counting again would start from nothing.
        {
          key: 'otp-address-day:198.51.100.1',
          hits: 4,
          window_started_at: ago(2 * dayMs),
          strikes: 1,
          blocked_until: ago(dayMs + hourMs),
        },
        {
          key: 'otp-send:0901000001',
          hits: 2,
          window_started_at: ago(dayMs + hourMs),
          strikes: 0,
          blocked_until: null,
        },
        // Still counting, still paused, or a pause whose strike still doubles the next one.
        {
          key: 'otp-address-day:198.51.100.2',
          hits: 4,
          window_started_at: ago(2 * hourMs),
          strikes: 0,
          blocked_until: null,
        },
        {
          key: 'otp-address-hour:198.51.100.3',
          hits: 0,
          window_started_at: ago(2 * dayMs),
          strikes: 1,
          blocked_until: new Date(Date.now() + hourMs),
        },
        {
          key: 'login:user:1',
          hits: 0,
          window_started_at: ago(2 * dayMs),
          strikes: 3,
          blocked_until: ago(hourMs),
        },
      ])
      .execute();

    await runHourlyJobs({
      db: api.db,
      clock: { now: () => new Date() },
      storage: createStorage({ config: api.config, clock: { now: () => new Date() } }),
      log: { info: () => {}, error: () => {} },
    });

    const keys = (await api.db.selectFrom('throttles').select('key').execute()).map((row) => row.key);
    expect(keys).not.toContain('otp-address-day:198.51.100.1');
    expect(keys).not.toContain('otp-send:0901000001');
    expect(keys).toEqual(
      expect.arrayContaining([
        'otp-address-day:198.51.100.2',
        'otp-address-hour:198.51.100.3',
        'login:user:1',
      ]),
    );
  });
});
