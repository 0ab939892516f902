// `pnpm dev`: the whole portal in development. The API under `tsx watch`, the host and every remote on
// webpack-dev-server with hot module replacement and React Fast Refresh (build-config/webpack.cjs): a saved component
// of a remote is refreshed in place inside the host. The host's dev server answers the runtime configuration and
// draws each page from the same code as its production server (host/pages.cjs). Prints the portal's URL once every
// part answers; Ctrl-C stops it all.
import fs from 'node:fs';
import path from 'node:path';
import { assertPortsFree, devServices, root, waitForUrl } from './lib/services.mjs';
import { supervise } from './lib/supervise.mjs';
import { onPinnedNode } from './node-runtime.mjs';
import { pnpmSync } from './pnpm.mjs';

// On an older Node this fetches the pinned one and runs this command again on it (scripts/node-runtime.mjs).
await onPinnedNode();

const { children, startService, stopAll } = supervise();
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  // As `start` does: a fresh clone gets its packages first.
  if (!process.argv.includes('--no-install')) pnpmSync(['install', '--frozen-lockfile', '--prefer-offline']);
  const services = devServices();
  await assertPortsFree(services);
  const runDir = path.join(root, '.run', 'dev');
  fs.mkdirSync(runDir, { recursive: true });
  for (const service of services) startService(service, runDir);
  await Promise.all(
    services.map((service) => waitForUrl(service.readyUrl, 300_000, () => !children.has(service.name))),
  );
  const host = services.find((service) => service.name === 'host');
  console.log(`\nCoffee Portal (development, hot reload) is running at ${host?.url}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
