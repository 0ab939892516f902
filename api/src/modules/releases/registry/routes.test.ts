import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { appReleasesSchema, ErrorCode, releaseChangeSchema } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { createHttp, type Http } from '../../../../test/http';
import { publishArchive, releaseArchive, useOwnReleasesDir } from '../../../../test/releases';
import { adminToken, staffMember } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { demoAdmin } from '../../../db/seed/staff';

describe('promoting and rolling back through the release service', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let academyToken: string;
  const host = '1.0.0-20261127100000-aaaaaaa';
  const [first, second, third] = ['1', '2', '3'].map((n) => `1.0.0-2026112710000${n}-bbbbbb${n}`) as [
    string,
    string,
    string,
  ];
  const needsSix = '1.0.0-20261127100009-ccccccc';
  beforeAll(async () => {
    useOwnReleasesDir();
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    academyToken = (await http.post('/admin-api/deploy-tokens', { app: 'academy' }, { token: admin })).body
      .data.token;
    for (const [app, version, token] of [
      ['host', host, admin],
      ['academy', first, academyToken],
      ['academy', second, academyToken],
    ] as const) {
      const published = await publishArchive(api.baseUrl, app, releaseArchive({ app, version }), token);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
    }
    // Published while no host is live yet: only promote can refuse it.
    const six = { version: '6.0.0', range: '^6.0.0' };
    const published = await publishArchive(
      api.baseUrl,
      'shop',
      releaseArchive({ app: 'shop', version: needsSix, shared: six }),
      admin,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });
  afterAll(() => api?.close());

  const promote = (body: object, token = academyToken) =>
    http.post('/admin-api/releases/academy/promote', body, { token });
  const rollback = (body: object = {}, token = academyToken) =>
    http.post('/admin-api/releases/academy/rollback', body, { token });
  const academy = async () => {
    const answer = await http.get('/admin-api/releases/academy', { token: academyToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return appReleasesSchema.strict().parse(answer.body.data);
  };

  it('promotes with a deploy token, with who and why in the history and the audit log', async () => {
    expect(
      (await http.post('/admin-api/releases/host/promote', { version: host }, { token: admin })).status,
    ).toBe(200);
    const answer = await promote({ version: first, reason: 'first academy release' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(releaseChangeSchema.parse(answer.body.data)).toMatchObject({
      action: 'promote',
      app: 'academy',
      from: null,
      to: first,
      reason: 'first academy release',
      by: expect.stringMatching(/^deploy token #\d+ \(academy\)$/),
    });
    expect((await academy()).live).toBe(first);
    // On a PostgreSQL server the registry is its tables, which every host process reads; else the file.
    const onServer = api.config.database.kind === 'postgres';
    expect(existsSync(process.env.RELEASE_REGISTRY as string)).toBe(!onServer);
    const audit = await http.get('/admin-api/audit-log', { token: admin });
    expect(audit.body.data[0]).toMatchObject({ action: 'release.promote', entityId: `academy@${first}` });
  });

  it('refuses a release already live or not kept, with the reason', async () => {
    const again = await promote({ version: first });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.conflict);
    expect(again.body.message).toBe(`Refused: academy ${first} is live already`);
    const missing = await promote({ version: third });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(`Refused: academy has no release ${third}`);
    expect((await promote({ version: 'latest' })).status).toBe(400);
  });

  it('starts a canary, completes it, and rolls back to the release live before', async () => {
    const canary = await promote({ version: second, canary: 25 });
    expect(canary.status, JSON.stringify(canary.body)).toBe(200);
    expect(await academy()).toMatchObject({ live: first, canary: { version: second, share: 25 } });

    const ended = await rollback({ reason: 'errors in the canary' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(await academy()).toMatchObject({ live: first, canary: null });

    expect((await promote({ version: second })).status).toBe(200);
    expect((await academy()).live).toBe(second);
    const back = await rollback({ reason: 'bad release' }, admin);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({
      action: 'rollback',
      from: second,
      to: first,
      reason: 'bad release',
    });

    const { live, history, releases } = await academy();
    expect(live).toBe(first);
    expect(history[0]).toMatchObject({ action: 'rollback', to: first });
    expect(releases.map((one) => one.version)).toEqual([first, second]);
  });

  it('refuses a release the live host cannot run (409 with the reason), and a rollback with nothing before', async () => {
    const promoted = await http.post(
      '/admin-api/releases/shop/promote',
      { version: needsSix },
      { token: admin },
    );
    expect(promoted.status).toBe(409);
    expect(promoted.body.message).toBe(
      `Refused: shop ${needsSix} needs @portal/shared ^6.0.0, but the live host ${host} provides 5.0.0: release and promote a host with a compatible @portal/shared first`,
    );

    const hostRollback = await http.post('/admin-api/releases/host/rollback', {}, { token: admin });
    expect(hostRollback.status).toBe(409);
    expect(hostRollback.body.message).toBe('Refused: host has no earlier live release to roll back to');
  });

  it('names who changed the registry: the staff member by name, a pipeline by its deploy token’s app', async () => {
    const { history } = await academy();
    const byAdmin = history.find((change) => change.reason === 'bad release');
    expect(byAdmin?.who).toEqual({ kind: 'staff', name: `${demoAdmin.first_name} ${demoAdmin.last_name}` });
    const byToken = history.find((change) => change.reason === 'first academy release');
    expect(byToken?.who).toEqual({ kind: 'deployToken', app: 'academy' });
  });

  it('lists every app for staff holding the releases permission only', async () => {
    const all = await http.get('/admin-api/releases', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data.map((one: { app: string }) => one.app)).toEqual([
      'host',
      'shop',
      'account',
      'services',
      'academy',
      'admin',
    ]);
    const sales = await staffMember(http, admin, 'sales');
    expect((await http.get('/admin-api/releases', { token: sales.accessToken })).status).toBe(403);
    expect(
      (await http.post('/admin-api/releases/academy/rollback', {}, { token: sales.accessToken })).status,
    ).toBe(403);
  });
});
