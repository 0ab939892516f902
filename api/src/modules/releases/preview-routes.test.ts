import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../test/support/expect';
import { createHttp, envelopeOf, type Http } from '../../../test/http';
import { adminToken, staffCalls, staffMember } from '../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../test/start-api';

const version = '1.2.0-20261127120000-abc1234';

describe('release previews', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let releasesDir: string;
  const releasesDirBefore = process.env.RELEASES_DIR;
  beforeAll(async () => {
    // A kept release of the academy, as publishing or `pnpm release` leaves it.
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-preview-releases-'));
    process.env.RELEASES_DIR = releasesDir;
    fs.mkdirSync(path.join(releasesDir, 'academy', version), { recursive: true });
    fs.writeFileSync(
      path.join(releasesDir, 'academy', version, 'release.json'),
      JSON.stringify({ app: 'academy', version }),
    );
    api = await startApi({ demoAccounts: true, env: { PUBLIC_URL: 'https://portal.example.com' } });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(releasesDir, { recursive: true, force: true });
    if (releasesDirBefore === undefined) delete process.env.RELEASES_DIR;
    else process.env.RELEASES_DIR = releasesDirBefore;
  });

  const tokenOf = (url: string) => new URL(url).searchParams.get('release-preview') as string;

  it('gives staff with the releases permission a link to the portal that expires in a day', async () => {
    const made = await staffCalls(http, admin).post(`/releases/academy/${version}/preview`);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { url, expiresAt } = made.body.data;
    expect(url).toMatch(/^https:\/\/portal\.example\.com\/\?release-preview=[\w.-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const previewed = await http.get(`/client/release-preview?token=${encodeURIComponent(tokenOf(url))}`);
    expect(previewed.status).toBe(200);
    expect(previewed.body.data).toEqual({ app: 'academy', version, expiresAt });
  });

  it('answers 404 to a token it did not sign, one altered, and to a release that is not kept', async () => {
    const made = await staffCalls(http, admin).post(`/releases/academy/${version}/preview`);
    const token = tokenOf(made.body.data.url);
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ app: 'shop', version, exp: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${payload}.${'A'.repeat(signature?.length ?? 43)}`, 'nonsense']) {
      const answer = await http.get(`/client/release-preview?token=${encodeURIComponent(bad)}`);
      expect(answer.status).toBe(404);
      expect(envelopeOf(answer).code).toBeDefined();
    }
    const missing = await staffCalls(http, admin).post(
      '/releases/academy/1.2.0-20261127130000-fff0000/preview',
    );
    expect(missing.status).toBe(404);
    expect((await http.get('/client/release-preview')).status).toBe(400);
  });

  it('refuses staff without the releases permission, and anyone signed out', async () => {
    const sales = await staffMember(http, admin, 'sales');
    expect(
      (await staffCalls(http, sales.accessToken).post(`/releases/academy/${version}/preview`)).status,
    ).toBe(403);
    expect((await http.post(`/admin-api/releases/academy/${version}/preview`)).status).toBe(401);
    expect((await staffCalls(http, admin).post(`/releases/payments/${version}/preview`)).status).toBe(400);
  });
});

describe('an expired preview link', () => {
  it('previews nothing', async () => {
    let now = Date.now();
    const api = await startApi({ demoAccounts: true, clock: { now: () => new Date(now) } });
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-preview-releases-'));
    const before = process.env.RELEASES_DIR;
    process.env.RELEASES_DIR = releasesDir;
    try {
      fs.mkdirSync(path.join(releasesDir, 'shop', version), { recursive: true });
      fs.writeFileSync(path.join(releasesDir, 'shop', version, 'release.json'), '{}');
      const http = createHttp(api.baseUrl);
      const made = await staffCalls(http, await adminToken(http)).post(`/releases/shop/${version}/preview`);
      const token = new URL(made.body.data.url).searchParams.get('release-preview') as string;
      expect((await http.get(`/client/release-preview?token=${token}`)).status).toBe(200);
      now += 24 * 3_600_000 + 1000;
      expect((await http.get(`/client/release-preview?token=${token}`)).status).toBe(404);
    } finally {
      await api.close();
      fs.rmSync(releasesDir, { recursive: true, force: true });
      if (before === undefined) delete process.env.RELEASES_DIR;
      else process.env.RELEASES_DIR = before;
    }
  });
});

describe('pnpm preview', () => {
  const script = path.resolve(__dirname, '../../../../scripts/preview.mjs');
  let api: StartedApi;
  let releasesDir: string;
  const before = process.env.RELEASES_DIR;
  beforeAll(async () => {
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-preview-releases-'));
    process.env.RELEASES_DIR = releasesDir;
    fs.mkdirSync(path.join(releasesDir, 'academy', version), { recursive: true });
    fs.writeFileSync(path.join(releasesDir, 'academy', version, 'release.json'), '{}');
    api = await startApi({ demoAccounts: true });
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(releasesDir, { recursive: true, force: true });
    if (before === undefined) delete process.env.RELEASES_DIR;
    else process.env.RELEASES_DIR = before;
  });

  // Not spawnSync: the API answering the command runs in this very process.
  const run = (args: string[], token?: string) =>
    new Promise<{ status: number; out: string; err: string }>((resolve) => {
      execFile(
        process.execPath,
        [script, ...args],
        { env: { ...process.env, DEPLOY_TOKEN: token ?? '' } },
        (error, stdout, stderr) =>
          resolve({ status: error ? Number(error.code ?? 1) : 0, out: stdout.trim(), err: stderr.trim() }),
      );
    });

  it('prints a link to the portal named, with a token the API vouches for', async () => {
    const http = createHttp(api.baseUrl);
    const printed = await run(['academy', version, '--portal', `${api.baseUrl}/`], await adminToken(http));
    expect(printed.status, printed.err).toBe(0);
    expect(printed.out).toMatch(new RegExp(`^${api.baseUrl}/\\?release-preview=[\\w.-]+$`));
    const token = new URL(printed.out).searchParams.get('release-preview') as string;
    expect((await http.get(`/client/release-preview?token=${token}`)).body.data).toMatchObject({
      app: 'academy',
      version,
    });
  });

  it('answers a missing token, portal or release with one line', async () => {
    const http = createHttp(api.baseUrl);
    expect(await run(['academy', version, '--portal', api.baseUrl])).toEqual({
      status: 1,
      out: '',
      err: 'Set DEPLOY_TOKEN to a deploy token of academy or a staff access token with the releases permission',
    });
    expect((await run(['academy', version], 'x')).err).toBe(
      'Which portal? pnpm preview academy <version> --portal <URL>',
    );
    const missing = await run(
      ['academy', '1.0.0-20200101000000-0000000', '--portal', api.baseUrl],
      await adminToken(http),
    );
    expect(missing.status).toBe(1);
    expect(missing.err).toMatch(/^The portal refused: 404 /);
    expect(missing.err.split('\n')).toHaveLength(1);
  });
});
