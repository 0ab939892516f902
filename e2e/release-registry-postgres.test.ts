import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../test/support/expect';
import { poll } from '../test/support/poll';
import { copyRelease, liveVersion, releaseDir, writeReleaseFile } from './support/releases';
import { repoRoot, stopChild } from './support/stack';

// Host processes on several machines share one registry through a PostgreSQL server: this runs when TEST_DATABASE_URL
// names one (scripts/test.mjs passes the same server to the API tests).
const serverUrl = process.env.TEST_DATABASE_URL;
const fromBuildConfig = createRequire(path.join(repoRoot, 'build-config', 'package.json'));
const pg = fromBuildConfig('pg') as {
  Client: new (options: {
    connectionString?: string;
  }) => {
    connect(): Promise<void>;
    query(text: string): Promise<unknown>;
    end(): Promise<void>;
  };
};
const { registryStore }: typeof import('../build-config/registry-store.cjs') =
  fromBuildConfig('./registry-store.cjs');
const ports = [3190, 3191];

(serverUrl ? describe : describe.skip)('two host processes on one PostgreSQL server', () => {
  const name = `registry_e2e_${crypto.randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(serverUrl ?? 'postgres://x/x'), {
    pathname: `/${name}`,
  }).toString();
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  let store: ReturnType<typeof registryStore>;
  const hosts: ChildProcess[] = [];
  const live = { host: liveVersion('host'), academy: liveVersion('academy') };
  let next = '';
  let hostCopy = '';

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
      cwd: path.join(repoRoot, 'api'),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(migrated.status, migrated.stderr).toBe(0);
    store = registryStore({ databaseUrl });
    await store.promote('host', live.host, { by: 'e2e' });
    await store.promote('academy', live.academy, { by: 'e2e' });
    for (const port of ports)
      hosts.push(
        spawn(process.execPath, ['serve.cjs'], {
          cwd: path.join(repoRoot, 'host'),
          env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
          stdio: 'inherit',
        }),
      );
    await Promise.all(ports.map((port) => untilUp(`http://127.0.0.1:${port}/runtime-config.json`)));
  });
  afterAll(async () => {
    await Promise.all(hosts.map(stopChild));
    await store?.close();
    await admin(`drop database if exists ${name} with (force)`);
    if (next) fs.rmSync(releaseDir('academy', next), { recursive: true, force: true });
    if (hostCopy) fs.rmSync(releaseDir('host', hostCopy), { recursive: true, force: true });
  });

  /** The academy release a host process's next page names in its runtime configuration. */
  const academyOf = async (port: number) => {
    const page = await (await fetch(`http://127.0.0.1:${port}/academy/video-tutorial`)).text();
    const config = page.match(/<script id="runtime-config" type="application\/json">(.*?)<\/script>/)?.[1];
    return JSON.parse(config ?? '{}').remotes?.academy?.version;
  };

  it('both see a promotion on their next page, and a rollback', async () => {
    expect(await Promise.all(ports.map(academyOf))).toEqual([live.academy, live.academy]);
    next = copyRelease('academy', live.academy);
    await store.promote('academy', next, { by: 'e2e' });
    await poll(() => Promise.all(ports.map(academyOf)), { timeout: 5000 }).toEqual([next, next]);
    await store.rollback('academy', { by: 'e2e' });
    await poll(() => Promise.all(ports.map(academyOf)), { timeout: 5000 }).toEqual([
      live.academy,
      live.academy,
    ]);
  });

  it("serve a host canary's page to the visitors in its share, the live host's to the others", async () => {
    hostCopy = copyRelease('host', live.host);
    const index = path.join(releaseDir('host', hostCopy), 'index.html');
    writeReleaseFile(index, fs.readFileSync(index, 'utf8').replaceAll(live.host, hostCopy));
    await store.startCanary('host', hostCopy, 30, { by: 'e2e' });
    const pageOf = async (port: number, bucket: number) =>
      (await fetch(`http://127.0.0.1:${port}/`, { headers: { cookie: `releaseVisitor=${bucket}` } })).text();
    await poll(async () => (await pageOf(ports[0] as number, 29)).includes(`/${hostCopy}/`), {
      timeout: 5000,
    }).toBe(true);
    for (const port of ports) {
      expect(await pageOf(port, 0)).toContain(`/${hostCopy}/`);
      const other = await pageOf(port, 30);
      expect(other).toContain(`/${live.host}/`);
      expect(other).not.toContain(`/${hostCopy}/`);
    }
    await store.rollback('host', { by: 'e2e' });
    await poll(async () => (await pageOf(ports[1] as number, 0)).includes(`/${live.host}/`), {
      timeout: 5000,
    }).toBe(true);
  });
});

async function untilUp(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
