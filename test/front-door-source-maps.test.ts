/** @jest-environment node */
// The front door (deploy/nginx, started by its own script as the image and `start --cluster` start it) serves no
// source map, whether a release folder still holds one or the host's server would answer it; the API is untouched.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { waitForUrl } from '../scripts/lib/services.mjs';
import { expect } from './support/expect';

const repoRoot = path.resolve(__dirname, '..');
const version = '1.0.0-20261124100000-abc1234';
// nginx's workers read the files as the image's user (uid 101) when this runs as root, as the front-door test does.
const imageUser = 101;
const asImageUser = process.getuid?.() === 0;

let dir: string;
let stub: Server;
let nginx: ChildProcess;
let frontDoor: string;
let output = '';

/** A file of a release folder, as an older build left it: its script and the source map beside it. */
const release = (folder: string, file: string) => {
  const full = path.join(dir, 'releases', folder, version);
  fs.mkdirSync(full, { recursive: true });
  fs.writeFileSync(path.join(full, file), `console.log(1);\n//# sourceMappingURL=${file}.map\n`);
  fs.writeFileSync(path.join(full, `${file}.map`), '{"version":3,"sources":["src/index.ts"],"mappings":""}');
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-front-door-maps-'));
  release('host', 'main.js');
  release('shop', 'remoteEntry.js');
  // The host's server and the API in one: answers every path, a source map too.
  stub = createServer((request, response) => response.end(`stub ${request.url}`));
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const upstream = `127.0.0.1:${(stub.address() as AddressInfo).port}`;
  const runDir = path.join(dir, 'run');
  fs.mkdirSync(runDir);
  if (asImageUser) {
    fs.chmodSync(dir, 0o755);
    fs.chownSync(runDir, imageUser, imageUser);
  }
  const port = await freePort();
  frontDoor = `http://127.0.0.1:${port}`;
  nginx = spawn('/bin/sh', [path.join(repoRoot, 'deploy/nginx/front-door.sh')], {
    env: {
      ...process.env,
      PORTAL_PORT: String(port),
      API_SERVERS: `server ${upstream} max_fails=1 fail_timeout=10s;`,
      HOST_SERVER: upstream,
      RELEASES_DIR: path.join(dir, 'releases'),
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
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await stopped;
  }
  await new Promise((resolve) => stub?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const status = async (url: string) => (await fetch(`${frontDoor}${url}`)).status;

describe('the front door', () => {
  it('serves the releases’ scripts but none of their source maps', async () => {
    expect(await status(`/${version}/main.js`)).toBe(200);
    expect(await status(`/remotes/shop/${version}/remoteEntry.js`)).toBe(200);
    for (const url of [
      `/${version}/main.js.map`,
      `/remotes/shop/${version}/remoteEntry.js.map`,
      `/${version}/main.js.%6Dap`,
      `/${version}/MAIN.JS.MAP`,
    ])
      expect(await status(url), url).toBe(404);
  });

  it('does not ask the host’s server for a source map, and leaves the API’s paths to the API', async () => {
    expect(await status('/main.js')).toBe(200);
    expect(await status('/main.js.map')).toBe(404);
    expect(await (await fetch(`${frontDoor}/client/files/plan.map`)).text()).toBe(
      'stub /client/files/plan.map',
    );
    expect(await status('/admin-api/exports/stock.map')).toBe(200);
  });
});
