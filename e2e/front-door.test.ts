import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitForUrl } from '../scripts/lib/services.mjs';
import { apiUrl } from './support/accounts';
import { portalUrl, repoRoot, stopChild } from './support/stack';

// The front-door image's start (deploy/nginx/front-door.sh with the image's variables), run here in front of the
// stack the other browser tests use, as the image's user (uid 101) when this runs as root. No container engine runs
// here, so this is how the image's own script and nginx configuration are proved.
const port = 8280;
const frontDoor = `http://127.0.0.1:${port}`;
const imageUser = 101;
const asImageUser = process.getuid?.() === 0;
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-front-door-'));
if (asImageUser) fs.chownSync(runDir, imageUser, imageUser);
const hostPort = (url: string) => new URL(url).host;

let nginx: ChildProcess;
let output = '';

beforeAll(async () => {
  nginx = spawn('/bin/sh', [path.join(repoRoot, 'deploy/nginx/front-door.sh')], {
    env: {
      ...process.env,
      PORTAL_PORT: String(port),
      API_SERVERS: `server ${hostPort(apiUrl)} max_fails=1 fail_timeout=10s;`,
      HOST_SERVER: hostPort(portalUrl),
      RELEASES_DIR: path.join(repoRoot, 'releases'),
      ACCESS_LOG: path.join(runDir, 'access.log'),
      PRECOMPRESSED: 'gzip_static on; brotli_static on;',
      FRONT_DOOR_RUN: runDir,
    },
    ...(asImageUser ? { uid: imageUser, gid: imageUser } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [nginx.stdout, nginx.stderr]) stream?.on('data', (chunk) => (output += chunk));
  await waitForUrl(`${frontDoor}/client/health`, 20_000, () => nginx.exitCode !== null).catch((error) => {
    throw new Error(`the front door did not start (${error.message}):\n${output}`);
  });
}, 30_000);

afterAll(async () => {
  await stopChild(nginx);
  fs.rmSync(runDir, { recursive: true, force: true });
});

describe("the front-door image's start", () => {
  it('serves pages from the host, the API, and the releases as brotli (gzip for a browser without it)', async () => {
    const page = await fetch(`${frontDoor}/`);
    expect(page.status).toBe(200);
    const main = (await page.text()).match(/href="(\/[^"]+\/main\.js)"/)?.[1];
    expect(main).toBeDefined();
    const asBrotli = await fetch(`${frontDoor}${main}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asBrotli.status).toBe(200);
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    const asGzip = await fetch(`${frontDoor}${main}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asGzip.headers.get('content-encoding')).toBe('gzip');
    expect(await asBrotli.text()).toBe(await asGzip.text());
    expect((await fetch(`${frontDoor}/client/settings`)).status).toBe(200);
  });

  it('runs as the image’s user (uid 101) when started as root, logging each request', async () => {
    const uid = fs.readFileSync(`/proc/${nginx.pid}/status`, 'utf8').match(/^Uid:\s+(\d+)/m)?.[1];
    expect(Number(uid)).toBe(asImageUser ? imageUser : process.getuid?.());
    await fetch(`${frontDoor}/client/settings`);
    expect(fs.readFileSync(path.join(runDir, 'access.log'), 'utf8')).toContain('"uri":"/client/settings"');
  });
});
