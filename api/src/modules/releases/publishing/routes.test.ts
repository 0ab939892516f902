import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode, releaseFactsSchema } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { createHttp, type Http } from '../../../../test/http';
import {
  packFolder,
  publishArchive,
  releaseArchive,
  useOwnReleasesDir,
  writeReleaseFolder,
} from '../../../../test/releases';
import { adminToken } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';

const maxArchiveBytes = 256 * 1024;

describe('publishing a release archive', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let token: string;
  let releasesDir: string;
  beforeAll(async () => {
    useOwnReleasesDir();
    releasesDir = process.env.RELEASES_DIR as string;
    api = await startApi({ demoAccounts: true, env: { RELEASE_ARCHIVE_MAX_BYTES: String(maxArchiveBytes) } });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    const made = await http.post('/admin-api/deploy-tokens', { app: 'academy' }, { token: admin });
    token = made.body.data.token;
  });
  afterAll(() => api?.close());

  let sequence = 0;
  const nextVersion = () => `1.0.0-20261127${String(100000 + ++sequence)}-f00d${sequence}`;
  const kept = (app: string) =>
    existsSync(join(releasesDir, app)) ? readdirSync(join(releasesDir, app)) : [];
  const publish = (archive: Buffer, app = 'academy') => publishArchive(api.baseUrl, app, archive, token);

  it('keeps a good release whole where the app servers serve it, and says what it is', async () => {
    const version = nextVersion();
    const answer = await publish(releaseArchive({ app: 'academy', version }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(releaseFactsSchema.strict().parse(answer.body.data)).toEqual({
      app: 'academy',
      version,
      commit: version.split('-').at(-1),
      builtAt: '2026-11-27T12:00:00.000Z',
      shared: { version: '5.0.0', range: '^5.0.0' },
      federationCore: '2.9.3',
    });
    const folder = join(releasesDir, 'academy', version);
    expect(readFileSync(join(folder, 'chunks/main.0123abcd.js'), 'utf8')).toContain(version);
    expect(JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8')).version).toBe(version);
    expect(kept('academy')).toEqual([version]);

    const listed = await http.get('/admin-api/releases/academy', { token });
    expect(listed.body.data.releases.map((one: { version: string }) => one.version)).toEqual([version]);
    const audit = await http.get('/admin-api/audit-log', { token: admin });
    expect(audit.body.data[0]).toMatchObject({ action: 'release.publish', entityId: `academy@${version}` });
  });

  it('never overwrites a version that exists (409)', async () => {
    const version = nextVersion();
    expect((await publish(releaseArchive({ app: 'academy', version }))).status).toBe(200);
    const again = await publish(
      releaseArchive({ app: 'academy', version, files: { 'remoteEntry.js': 'changed' } }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      code: ErrorCode.conflict,
      error: 'Conflict',
      message: `Refused: academy ${version} exists already, and a release is never overwritten`,
    });
    expect(readFileSync(join(releasesDir, 'academy', version, 'remoteEntry.js'), 'utf8')).not.toBe('changed');
  });

  it('refuses an archive with a path that leaves the release, keeping nothing of it', async () => {
    const before = kept('academy');
    const folder = writeReleaseFolder({
      app: 'academy',
      version: nextVersion(),
      files: { '../escaped.js': 'x' },
    });
    const answer = await publish(packFolder(folder, ['.', '../escaped.js'], { preservePaths: true }));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Refused: ../escaped.js leaves the release');
    expect(kept('academy')).toEqual(before);
    expect(existsSync(join(releasesDir, 'escaped.js'))).toBe(false);
  });

  it('refuses an archive holding a link', async () => {
    const folder = writeReleaseFolder({ app: 'academy', version: nextVersion() });
    symlinkSync('/etc/passwd', join(folder, 'passwords.js'));
    const answer = await publish(packFolder(folder));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Refused: ./passwords.js is a link, and a release holds files only');
  });

  it('refuses a release.json and mf-manifest.json that disagree, or another app’s release', async () => {
    const version = nextVersion();
    const mismatched = await publish(
      releaseArchive({ app: 'academy', version, buildVersion: '1.0.0-1-other' }),
    );
    expect(mismatched.status).toBe(422);
    expect(mismatched.body.message).toBe(
      `Refused: mf-manifest.json was built as 1.0.0-1-other, but release.json says ${version}`,
    );
    const shop = await http.post('/admin-api/deploy-tokens', { app: 'shop' }, { token: admin });
    const otherApp = await publishArchive(
      api.baseUrl,
      'shop',
      releaseArchive({ app: 'academy', version }),
      shop.body.data.token,
    );
    expect(otherApp.status).toBe(422);
    expect(otherApp.body.message).toBe('Refused: release.json names the app academy, not shop');
    const notAnArchive = await publish(Buffer.from('this is not a tar.gz at all'));
    expect(notAnArchive.status).toBe(422);
    expect(kept('shop')).toEqual([]);
  });

  it('refuses a remote built against a @portal/shared major the live host does not provide, with the reason', async () => {
    const host = nextVersion();
    expect(
      (await publishArchive(api.baseUrl, 'host', releaseArchive({ app: 'host', version: host }), admin))
        .status,
    ).toBe(200);
    const promoted = await http.post('/admin-api/releases/host/promote', { version: host }, { token: admin });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);

    const version = nextVersion();
    const answer = await publish(
      releaseArchive({ app: 'academy', version, shared: { version: '6.0.0', range: '^6.0.0' } }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      `Refused: academy ${version} needs @portal/shared ^6.0.0, but the live host ${host} provides 5.0.0: release and promote a host with a compatible @portal/shared first`,
    );
    expect(kept('academy')).not.toContain(version);
  });

  it('refuses an archive over the size limit (413)', async () => {
    const noise = randomBytes(maxArchiveBytes + 1024);
    const answer = await publish(
      releaseArchive({ app: 'academy', version: nextVersion(), files: { 'noise.bin': noise } }),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ statusCode: 413, message: 'payloadTooLarge' });
  });

  it('takes an archive only as the body of the request, not as JSON', async () => {
    const answer = await http.post('/admin-api/releases/academy', { archive: 'x' }, { token });
    expect(answer.status).toBe(415);
  });
});
