import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../test/support/expect';
import { useBrowser } from './support/browser';
import { releaseCli, startReleaseService, untilUp } from './support/release-service';
import { liveVersion, releaseDir } from './support/releases';
import { repoRoot, stopChild } from './support/stack';

// A portal whose release service keeps releases in an S3-compatible bucket (s3rver, as the API's storage tests use):
// the academy is published there through the CLI and promoted, and a host process that does not have it on disk
// sends the browser to the bucket for it. The host's own release stays on the machine.
const fromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));
const S3rver = fromApi('s3rver') as new (
  options: object,
) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};
const bucket = 'portal-releases';
const hostPort = 3192;
const academyPort = 3193;
/** A host process that has no release of its own on disk either. */
const bareHostPort = 3194;
const browser = useBrowser();

describe('releases kept in object storage', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-bucket-test-'));
  const live = { host: liveVersion('host'), academy: liveVersion('academy') };
  let s3: InstanceType<typeof S3rver>;
  let bucketUrl = '';
  let service: Awaited<ReturnType<typeof startReleaseService>>;
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [
        { name: bucket, configs: [fs.readFileSync(fromApi.resolve('s3rver/example/cors.xml'))] },
      ],
    });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    bucketUrl = `${endpoint}/${bucket}`;
    const storage = {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: bucketUrl,
    };
    const registryFile = path.join(work, 'release-registry.json');
    service = await startReleaseService({ registryFile, env: storage });

    // The pipelines publish the host and the academy as `pnpm start` built them, and make them live.
    for (const app of ['host', 'academy'] as const) {
      const token = await service.deployToken(app);
      const published = await releaseCli(['release', app, live[app], '--publish', service.url], token);
      expect(published.code, published.stderr).toBe(0);
      const promoted = await releaseCli(['promote', app, live[app], '--portal', service.url], token);
      expect(promoted.code, promoted.stderr).toBe(0);
    }

    // This machine keeps the host's release only; the academy is in the bucket alone.
    const releases = path.join(work, 'releases');
    fs.cpSync(releaseDir('host', live.host), path.join(releases, 'host', live.host), { recursive: true });
    const env = {
      ...process.env,
      DATABASE_URL: '',
      RELEASES_DIR: releases,
      RELEASE_REGISTRY: registryFile,
      S3_PUBLIC_URL: bucketUrl,
    };
    servers.push(
      spawn(process.execPath, ['serve.cjs'], {
        cwd: path.join(repoRoot, 'host'),
        env: { ...env, PORT: String(hostPort) },
        stdio: 'inherit',
      }),
      spawn(process.execPath, ['serve.cjs'], {
        cwd: path.join(repoRoot, 'remote-academy'),
        env: { ...env, PORT: String(academyPort) },
        stdio: 'inherit',
      }),
      spawn(process.execPath, ['serve.cjs'], {
        cwd: path.join(repoRoot, 'host'),
        env: { ...env, PORT: String(bareHostPort), RELEASES_DIR: path.join(work, 'no-releases') },
        stdio: 'inherit',
      }),
    );
    await untilUp(`http://127.0.0.1:${hostPort}/runtime-config.json`);
    await untilUp(`http://127.0.0.1:${academyPort}/remoteEntry.js`);
    await untilUp(`http://127.0.0.1:${bareHostPort}/runtime-config.json`);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(servers.map(stopChild));
    await service?.close();
    await s3?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("loads the academy's manifest, entry and chunks from the bucket, and runs it", async () => {
    const page = browser.page();
    const loaded: { url: string; status: number }[] = [];
    page.on('response', (response) => loaded.push({ url: response.url(), status: response.status() }));
    await page.goto(`http://127.0.0.1:${hostPort}/academy/video-tutorial`);
    const section = page.locator('[data-section="academy"]');
    await section.getByRole('heading', { level: 1, name: 'Video tutorials' }).waitFor();
    expect(await section.getAttribute('data-build')).toBe(live.academy);

    const academyFiles = `${bucketUrl}/releases/academy/${live.academy}/`;
    const fromBucket = loaded.filter((one) => one.url.startsWith(academyFiles));
    const names = fromBucket.map((one) => one.url.slice(academyFiles.length));
    expect(names).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
    expect(names.some((name) => /\.[0-9a-f]{8}\.js$/.test(name))).toBe(true);
    expect(fromBucket.every((one) => one.status === 200)).toBe(true);
    // Nothing of the academy from an app server; the host's own files from this machine's host.
    expect(
      loaded.filter((one) => one.url.includes(`/${live.academy}/`) && !one.url.startsWith(bucketUrl)),
    ).toEqual([]);
    expect(loaded.some((one) => one.url === `http://127.0.0.1:${hostPort}/${live.host}/main.js`)).toBe(true);
    console.log(
      `Loaded from the bucket (${academyFiles}): ${names.join(', ')}; the host's page and main.js from ${page.url()}`,
    );
  });

  it('draws the page of a host release kept only in the bucket, its scripts from there', async () => {
    const page = browser.page();
    const loaded: string[] = [];
    page.on('response', (response) => response.status() === 200 && loaded.push(response.url()));
    await page.goto(`http://127.0.0.1:${bareHostPort}/academy/video-tutorial`);
    const section = page.locator('[data-section="academy"]');
    await section.getByRole('heading', { level: 1, name: 'Video tutorials' }).waitFor();
    expect(await section.getAttribute('data-build')).toBe(live.academy);
    const hostFiles = `${bucketUrl}/releases/host/${live.host}/`;
    expect(loaded).toContain(`${hostFiles}main.js`);
    expect(loaded.filter((url) => url.includes(`/${live.host}/`) && !url.startsWith(hostFiles))).toEqual([]);
    console.log(
      `Host page at ${page.url()}: main.js and ${loaded.filter((url) => url.startsWith(hostFiles)).length - 1} more of the host's files from ${hostFiles}`,
    );
  });

  it("sends a request for the bucket's release to the academy's origin on to the bucket", async () => {
    const origin = `http://127.0.0.1:${academyPort}`;
    const redirected = await fetch(`${origin}/${live.academy}/remoteEntry.js`, { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe(
      `${bucketUrl}/releases/academy/${live.academy}/remoteEntry.js`,
    );
    const atRoot = await fetch(`${origin}/mf-manifest.json`);
    expect(atRoot.status).toBe(200);
    expect((await atRoot.json()).metaData.buildInfo.buildVersion).toBe(live.academy);
  });
});
