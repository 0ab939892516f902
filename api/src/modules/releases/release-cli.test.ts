import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../test/support/expect';
import { createHttp, type Http } from '../../../test/http';
import { useOwnReleasesDir, writeReleaseFolder } from '../../../test/releases';
import { adminToken } from '../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../test/start-api';

const run = promisify(execFile);
const repoRoot = resolve(__dirname, '../../../..');

// A team's pipeline: its own checkout with its own releases folder, the portal's release service over HTTP and the
// app's deploy token. Its releases are prepared folders, as `pnpm release` writes them, instead of a webpack build.
describe('the release commands against a portal', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let pipeline: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    const portal = useOwnReleasesDir();
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    for (const app of ['academy', 'services'])
      tokens[app] = (await http.post('/admin-api/deploy-tokens', { app }, { token: admin })).body.data.token;
    pipeline = mkdtempSync(join(tmpdir(), 'portal-pipeline-'));
    expect(pipeline).not.toBe(portal);
  });
  afterAll(() => api?.close());

  const prepare = (app: string, version: string, shared?: { version: string; range: string | null }) =>
    cpSync(
      writeReleaseFolder({ app, version, ...(shared ? { shared } : {}) }),
      join(pipeline, 'releases', app, version),
      {
        recursive: true,
      },
    );
  const cli = async (args: string[], token: string) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['scripts/release.mjs', ...args], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DEPLOY_TOKEN: token,
          RELEASES_DIR: join(pipeline, 'releases'),
          RELEASE_REGISTRY: join(pipeline, 'release-registry.json'),
        },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const lastLine = (text: string) => text.trim().split('\n').at(-1);
  const servedByPortal = (app: string, version: string) =>
    existsSync(join(process.env.RELEASES_DIR as string, app, version, 'release.json'));

  it('publishes a release with the app’s token, its version the last line printed', async () => {
    const version = '1.0.0-20261127130000-c1c1c1c';
    prepare('academy', version);
    const published = await cli(
      ['release', 'academy', version, '--publish', api.baseUrl],
      tokens.academy as string,
    );
    expect(published.code, published.stderr).toBe(0);
    expect(lastLine(published.stdout)).toBe(version);
    expect(servedByPortal('academy', version)).toBe(true);
  });

  it('tells a refusal in one line and exits 1: another app’s token, a version published already', async () => {
    const version = '1.0.0-20261127130001-c2c2c2c';
    prepare('academy', version);
    const wrongToken = await cli(
      ['release', 'academy', version, '--publish', api.baseUrl],
      tokens.services as string,
    );
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr.trim()).toBe(
      'The deploy token may not release academy: each app has its own (DEPLOY_TOKEN)',
    );
    expect(servedByPortal('academy', version)).toBe(false);

    const first = '1.0.0-20261127130000-c1c1c1c';
    const again = await cli(
      ['release', 'academy', first, '--publish', api.baseUrl],
      tokens.academy as string,
    );
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      `Refused: academy ${first} exists already, and a release is never overwritten`,
    );

    const noToken = await cli(['release', 'academy', version, '--publish', api.baseUrl], '');
    expect(noToken.code).toBe(1);
    expect(noToken.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('promotes, lists and rolls back through the service with --portal', async () => {
    const [first, second] = ['1.0.0-20261127130000-c1c1c1c', '1.0.0-20261127130002-c3c3c3c'];
    prepare('academy', second);
    const token = tokens.academy as string;
    expect((await cli(['release', 'academy', second, '--publish', api.baseUrl], token)).code).toBe(0);

    const promoted = await cli(['promote', 'academy', first, '--portal', api.baseUrl], token);
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout.trim()).toBe(`academy: nothing → ${first} is live`);
    expect((await cli(['promote', 'academy', second, '--portal', api.baseUrl], token)).stdout.trim()).toBe(
      `academy: ${first} → ${second} is live`,
    );

    const listed = await cli(['releases', 'academy', '--portal', api.baseUrl], token);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n').filter((line) => line.startsWith('*'))).toEqual([
      expect.stringContaining(
        `* ${second}  built 2026-11-27T12:00:00.000Z  commit c3c3c3c  @portal/shared ^5.0.0`,
      ),
    ]);

    const back = await cli(
      ['rollback', 'academy', '--portal', api.baseUrl, '--reason', 'a bad release'],
      token,
    );
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout.trim()).toBe(`academy: ${second} → ${first} is live`);
    const history = (await http.get('/admin-api/releases/academy', { token: admin })).body.data.history;
    expect(history[0]).toMatchObject({ action: 'rollback', reason: 'a bad release' });

    const refused = await cli(['promote', 'academy', first, '--portal', api.baseUrl], token);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(`Refused: academy ${first} is live already`);
  });
});
