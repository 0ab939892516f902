import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import S3rver from 's3rver';
import { expect } from '../../../../../test/support/expect';
import { createHttp, type Http } from '../../../../test/http';
import { publishArchive, releaseArchive, useOwnReleasesDir } from '../../../../test/releases';
import { adminToken } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';

// s3rver (npm) speaks S3's HTTP protocol; see platform/storage/s3.test.ts.
const bucket = 'portal-files';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('publishing releases to an S3-compatible bucket', () => {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-releases-'));
  let server: S3rver;
  let endpoint: string;
  let s3: S3Client;
  let api: StartedApi;
  let http: Http;
  let admin: string;
  beforeAll(async () => {
    useOwnReleasesDir();
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    api = await startApi({
      demoAccounts: true,
      env: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      },
    });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
  });
  afterAll(async () => {
    await api?.close();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const head = (key: string) => s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));

  it('puts each file under releases/<app>/<version>/, hashed ones cached for a year, and serves them from the bucket', async () => {
    const version = '1.0.0-20261127140000-e1e1e1e';
    const answer = await publishArchive(
      api.baseUrl,
      'academy',
      releaseArchive({ app: 'academy', version }),
      admin,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const chunk = await head(`releases/academy/${version}/chunks/main.0123abcd.js`);
    expect(chunk.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(chunk.ContentType).toBe('text/javascript; charset=utf-8');
    expect((await head(`releases/academy/${version}/remoteEntry.js`)).CacheControl).toBe('no-cache');
    const served = await fetch(`${endpoint}/${bucket}/releases/academy/${version}/chunks/main.0123abcd.js`);
    expect(await served.text()).toContain(version);
    expect(existsSync(join(process.env.RELEASES_DIR as string, 'academy', version))).toBe(false);

    const listed = await http.get('/admin-api/releases/academy', { token: admin });
    expect(listed.body.data.releases.map((one: { version: string }) => one.version)).toEqual([version]);
    const again = await publishArchive(
      api.baseUrl,
      'academy',
      releaseArchive({ app: 'academy', version }),
      admin,
    );
    expect(again.status).toBe(409);
  });

  it('checks a remote against the live host’s release.json in the bucket', async () => {
    const host = '1.0.0-20261127140001-e2e2e2e';
    expect(
      (await publishArchive(api.baseUrl, 'host', releaseArchive({ app: 'host', version: host }), admin))
        .status,
    ).toBe(200);
    expect(
      (await http.post('/admin-api/releases/host/promote', { version: host }, { token: admin })).status,
    ).toBe(200);
    const version = '1.0.0-20261127140002-e3e3e3e';
    const refused = await publishArchive(
      api.baseUrl,
      'academy',
      releaseArchive({ app: 'academy', version, shared: { version: '6.1.0', range: '^6.1.0' } }),
      admin,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`the live host ${host} provides 5.0.0`);
  });
});
