import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../test/support/expect';
import { createTestClock, days, minutes } from '../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../test/http';
import { adminToken, staffCalls, staffMember } from '../../../test/staff-accounts';
import { type StartedApi, startAnotherProcess, startApi } from '../../../test/start-api';
import { makeTempDir } from '../../../test/test-database';
import { runHourlyJobs } from '../../jobs';
import { createStorage } from '../../platform/storage';
import { type LazyRegistryStore, lazyRegistryStore, type RegistryStore } from './registry/registry-store';

const live = '1.0.0-20261120000000-aaaaaaa';
const canary = '1.1.0-20261127000000-bbbbbbb';
const owners = 'academy-lead@example.com,academy-dev@example.com';

// Without a PostgreSQL server the registry is a file: this file's own, never the portal's.
const registryFileBefore = process.env.RELEASE_REGISTRY;
let registryDir: string;
beforeAll(async () => {
  registryDir = await makeTempDir('portal-release-registry-');
  process.env.RELEASE_REGISTRY = path.join(registryDir, 'release-registry.json');
});
afterAll(async () => {
  if (registryFileBefore === undefined) delete process.env.RELEASE_REGISTRY;
  else process.env.RELEASE_REGISTRY = registryFileBefore;
  await rm(registryDir, { recursive: true, force: true });
});

describe('release health', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let opened: LazyRegistryStore;
  let registry: RegistryStore;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true, env: { RELEASE_OWNERS_ACADEMY: owners } });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    // The registry the API's release service reads: its PostgreSQL server's, else that file.
    opened = lazyRegistryStore(api.config);
    registry = opened.get();
  });
  afterAll(async () => {
    await opened?.close();
    await api?.close();
  });

  const report = (reports: unknown) => http.post('/client/release-health', { reports });
  const healthOf = async (app: string, version: string) => {
    const answer = await staffCalls(http, admin).get('/releases/health?hours=24');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (
      answer.body.data.releases as {
        app: string;
        version: string;
        hours: { loads: number; failures: number }[];
      }[]
    ).find((release) => release.app === app && release.version === version);
  };

  it('adds up the page loads and failures browsers report, per app and release, for the staff chart', async () => {
    const version = '2.0.0-20261101000000-ccccccc';
    expect(
      (
        await report([
          { app: 'shop', version, loads: 3, failures: 1 },
          { app: 'host', version, loads: 3, failures: 0 },
        ])
      ).body,
    ).toEqual({ data: null, message: 'ok' });
    expect((await report([{ app: 'shop', version, loads: 2, failures: 0 }])).status).toBe(200);

    const shop = await healthOf('shop', version);
    expect(shop?.hours).toHaveLength(24);
    expect(shop?.hours.at(-1)).toMatchObject({ loads: 5, failures: 1, failureRate: 0.2 });
    expect(shop?.hours.slice(0, -1).every((hour) => hour.loads === 0)).toBe(true);
    expect((await healthOf('host', version))?.hours.at(-1)).toMatchObject({
      loads: 3,
      failures: 0,
      failureRate: 0,
    });
  });

  it('refuses a report that is not one, with the error envelope', async () => {
    const version = '2.0.0-20261101000000-ccccccc';
    for (const reports of [
      [],
      [{ app: 'shop', version, loads: 1, failures: 1001 }],
      [{ app: 'shop', version, loads: -1, failures: 0 }],
      [{ app: 'shop', version, loads: 1.5, failures: 0 }],
      [{ app: 'shop', version, loads: 1001, failures: 0 }],
      [{ app: 'shop', version: '../etc', loads: 1, failures: 0 }],
      [{ app: 'kitchen', version, loads: 1, failures: 0 }],
      [{ app: 'shop', loads: 1, failures: 0 }],
      Array.from({ length: 21 }, () => ({ app: 'shop', version, loads: 1, failures: 0 })),
      'shop',
    ]) {
      const answer = await report(reports);
      expect(answer.status).toBe(400);
      expect(envelopeOf(answer).message).toBe('badRequest');
    }
    expect(envelopeOf(await http.post('/client/release-health', null)).message).toBe('badRequest');
  });

  it('shows the chart to staff holding the releases permission only', async () => {
    const sales = await staffMember(http, admin, 'sales');
    const refused = await staffCalls(http, sales.accessToken).get('/releases/health');
    expect(refused.status).toBe(403);
    expect(envelopeOf(refused).message).toBe('youDontHaveAPermission');
    expect((await http.get('/admin-api/releases/health')).status).toBe(401);
    expect((await staffCalls(http, admin).get('/releases/health?hours=0')).status).toBe(400);
  });

  it('ends a canary that fails more often than the live release once it has enough page loads, and tells staff', async () => {
    await registry.promote('academy', live, { by: 'test', reason: 'first' });
    await registry.startCanary('academy', canary, 10, { by: 'test', reason: 'try it' });
    await report([{ app: 'academy', version: live, loads: 200, failures: 2 }]);
    // 49 page loads, every one failed: too few to judge.
    await report([{ app: 'academy', version: canary, loads: 40, failures: 40 }]);
    await report([{ app: 'academy', version: canary, loads: 9, failures: 9 }]);
    expect((await registry.read()).apps.academy?.canary).toEqual({ version: canary, share: 10 });

    await report([{ app: 'academy', version: canary, loads: 1, failures: 1 }]);

    const after = (await registry.read()).apps.academy;
    expect(after?.live).toBe(live);
    expect(after?.canary).toBeUndefined();
    const [ended] = await registry.history({ app: 'academy', limit: 1 });
    expect(ended).toMatchObject({ action: 'rollback', by: 'release health', from: canary, to: live });
    expect(ended?.reason).toContain('100.0% (50 of 50 page loads)');
    expect(ended?.reason).toContain('1.0% live (2 of 200)');

    const inbox = await http.get('/client/notification-personal', { token: admin });
    expect(inbox.body.data[0]).toMatchObject({ title: 'A canary of academy was ended' });
    expect(inbox.body.data[0].body).toContain('(50 of 50)');
    for (const owner of owners.split(',')) {
      const mail = await http.get(`/__dev/outbox?to=${encodeURIComponent(owner)}`);
      expect(mail.body.data).toEqual([
        expect.objectContaining({
          channel: 'email',
          subject: 'A canary of academy was ended',
          purpose: 'RELEASE_CANARY_ENDED',
        }),
      ]);
    }

    // Further bad reports change nothing: the live release is never taken back by them.
    await report([{ app: 'academy', version: canary, loads: 10, failures: 10 }]);
    expect((await registry.read()).apps.academy).toEqual(after);
  });

  it('keeps a canary that fails no more often than the live release by more than the margin', async () => {
    await registry.promote('services', live, { by: 'test' });
    await registry.startCanary('services', canary, 50, { by: 'test' });
    await report([{ app: 'services', version: live, loads: 100, failures: 10 }]);
    await report([{ app: 'services', version: canary, loads: 100, failures: 15 }]);
    expect((await registry.read()).apps.services?.canary).toEqual({ version: canary, share: 50 });
  });
});

describe('release health on two API processes', () => {
  let api: StartedApi;
  let other: Awaited<ReturnType<typeof startAnotherProcess>>;
  let opened: LazyRegistryStore;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    other = await startAnotherProcess(api);
    opened = lazyRegistryStore(api.config);
  });
  afterAll(async () => {
    await opened?.close();
    await other?.close();
    await api?.close();
  });

  it('end a failing canary once when its decisive reports reach both at the same moment', async () => {
    const registry = opened.get();
    const earlier = '0.9.0-20261101000000-ddddddd';
    await registry.promote('shop', earlier, { by: 'test' });
    await registry.promote('shop', live, { by: 'test' });
    await registry.startCanary('shop', canary, 20, { by: 'test' });
    const [one, two] = [createHttp(api.baseUrl), createHttp(other.baseUrl)];
    await one.post('/client/release-health', {
      reports: [{ app: 'shop', version: canary, loads: 60, failures: 0 }],
    });
    const failing = { reports: [{ app: 'shop', version: canary, loads: 0, failures: 30 }] };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => (n % 2 ? one : two).post('/client/release-health', failing)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);

    // A second rollback would have taken the live release back to the one before it.
    expect((await registry.read()).apps.shop).toEqual({ live, stack: [earlier, live] });
    const history = await registry.history({ app: 'shop', limit: 10 });
    expect(history.filter((entry) => entry.by === 'release health')).toHaveLength(1);
    const admin = await adminToken(one);
    const inbox = await one.get('/client/notification-personal', { token: admin });
    expect(
      inbox.body.data.filter((notice: { title: string }) => notice.title === 'A canary of shop was ended'),
    ).toHaveLength(1);
  });
});

describe('release health reports from one address', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi({ env: { RELEASE_HEALTH_PER_MINUTE: '3' } });
  });
  afterAll(() => api?.close());

  it('are limited per minute', async () => {
    const http = createHttp(api.baseUrl);
    const body = { reports: [{ app: 'shop', version: live, loads: 1, failures: 0 }] };
    for (let n = 0; n < 3; n += 1) expect((await http.post('/client/release-health', body)).status).toBe(200);
    const limited = await http.post('/client/release-health', body);
    expect(limited.status).toBe(429);
    expect(envelopeOf(limited).code).toBe(ErrorCode.tooManyRequests);
  });
});

describe('release health kept', () => {
  const clock = createTestClock(new Date('2026-11-01T08:00:00.000Z'));
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi({ clock });
  });
  afterAll(() => api?.close());

  it('is forgotten by the hourly jobs after eight days', async () => {
    const http = createHttp(api.baseUrl);
    const body = { reports: [{ app: 'shop', version: live, loads: 4, failures: 1 }] };
    await http.post('/client/release-health', body);
    clock.advance(days(7));
    await http.post('/client/release-health', body);
    clock.advance(days(1) + minutes(1));
    const log = { info: () => {}, error: () => {} };
    await runHourlyJobs({ db: api.db, clock, storage: createStorage({ config: api.config, clock }), log });

    const kept = await api.db.selectFrom('release_health').select(['minute', 'loads']).execute();
    expect(kept).toEqual([{ minute: new Date('2026-11-08T08:00:00.000Z'), loads: 4 }]);
  });
});
