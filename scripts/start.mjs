// The README's first command: installs what is missing, builds what changed, then serves the API (which migrates
// and seeds its database) and the host and four remotes from production builds. One process supervises them all;
// a server that stops is reported and the others keep going, as a remote that is down must not take the shell down.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApps } from './lib/build.mjs';
import { assertPortsFree, root, services, waitForUrl } from './lib/services.mjs';
import { pnpmSync } from './pnpm.mjs';

const runDir = path.join(root, '.run');
const children = new Map();
let stopping = false;

function startService(service) {
  const child = spawn(process.execPath, service.args, {
    cwd: path.join(root, service.dir),
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        console.log(`[${service.name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(service.name);
    if (!stopping)
      console.log(`[${service.name}] stopped (${signal ?? code}); the rest of the portal keeps running`);
  });
  fs.writeFileSync(path.join(runDir, `${service.name}.pid`), String(child.pid));
  children.set(service.name, child);
  return child;
}

function stopAll(exitCode = 0) {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(exitCode), 5000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(exitCode);
    }
  }, 100);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  if (!process.argv.includes('--no-install')) pnpmSync(['install', '--frozen-lockfile', '--prefer-offline']);
  await assertPortsFree();
  await buildApps();
  fs.mkdirSync(runDir, { recursive: true });
  for (const service of services) {
    startService(service);
    await waitForUrl(service.readyUrl, 120_000, () => !children.has(service.name));
  }
  const host = services.find((service) => service.name === 'host');
  console.log(`\nCoffee Portal is running at ${host?.url}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
