// The README's first command: installs what is missing, builds what changed, then serves the API (which migrates
// and seeds its database) and the host and four remotes from production builds. One process supervises them all;
// a server that stops is reported and the others keep going, as a remote that is down must not take the shell down.
// With --cluster, the production shape instead (scripts/lib/cluster.mjs): nginx in front of two API processes on a
// PostgreSQL server; there a server that stops is started again, as an orchestrator would.
import fs from 'node:fs';
import path from 'node:path';
import { assertPortsFree, root, services, waitForUrl } from './lib/services.mjs';
import { supervise } from './lib/supervise.mjs';
import { onPinnedNode } from './node-runtime.mjs';
import { pnpmSync } from './pnpm.mjs';

// On an older Node this fetches the pinned one and runs this command again on it (scripts/node-runtime.mjs).
await onPinnedNode();

const cluster = process.argv.includes('--cluster');
const { children, startService, stopAll, setAfterStop } = supervise();

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  if (!process.argv.includes('--no-install')) pnpmSync(['install', '--frozen-lockfile', '--prefer-offline']);
  // Building needs installed packages (semver, webpack): loaded only now, so a fresh clone gets them first.
  const { buildApps } = await import('./lib/build.mjs');
  let plan = { services, url: services.find((service) => service.name === 'host')?.url, runDir: '.run' };
  if (cluster) {
    const { prepareCluster, clusterDir } = await import('./lib/cluster.mjs');
    await buildApps();
    const prepared = await prepareCluster();
    setAfterStop(prepared.stopped);
    plan = { ...prepared, runDir: clusterDir };
  } else {
    await assertPortsFree();
    await buildApps();
  }
  const runDir = path.resolve(root, plan.runDir);
  fs.mkdirSync(runDir, { recursive: true });
  for (const service of plan.services) {
    startService(service, runDir);
    await waitForUrl(service.readyUrl, 120_000, () => !children.has(service.name));
  }
  console.log(`\nCoffee Portal is running at ${plan.url}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
