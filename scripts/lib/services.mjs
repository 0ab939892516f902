import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { ports, bindHost } = createRequire(import.meta.url)(path.join(root, 'build-config/ports.cjs'));

const url = (name) => `http://${bindHost}:${ports[name]}`;

export const apps = [
  'remote-shop',
  'remote-account',
  'remote-services',
  'remote-academy',
  'remote-admin',
  'host',
];

/** What the portal runs, in start order: the API first (it migrates and seeds), then the remotes, then the host. */
export const services = [
  {
    name: 'api',
    dir: 'api',
    args: ['--import', 'tsx', 'src/server.ts'],
    url: url('api'),
    readyUrl: `${url('api')}/client/health`,
    // The host servers forward /client from this machine and pass the browser's address on.
    env: { TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' },
  },
  ...apps.map((name) => ({
    name,
    dir: name,
    args: ['serve.cjs'],
    url: url(name),
    readyUrl: `${url(name)}/`,
  })),
];

/**
 * What `pnpm dev` runs, all at once: the API under `tsx watch` (restarted on every save), and the host and each remote
 * on webpack-dev-server with hot module replacement (each app's `dev` script). A remote is ready once its manifest
 * answers, the host once it draws a page. A function: tsx is looked up only once packages are installed.
 */
export const devServices = () => [
  {
    ...services[0],
    args: [createRequire(path.join(root, 'api/package.json')).resolve('tsx/cli'), 'watch', 'src/server.ts'],
  },
  ...apps.map((name) => ({
    name,
    dir: name,
    args: [path.join(root, 'build-config/bin/portal-webpack.cjs'), 'serve', '--mode', 'development'],
    url: url(name),
    readyUrl: name === 'host' ? `${url(name)}/` : `${url(name)}/mf-manifest.json`,
  })),
];

export async function waitForUrl(target, timeoutMs, gaveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`${target} stopped before it was ready`);
    try {
      const response = await fetch(target);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${target} was not ready within ${timeoutMs / 1000} s`);
}

/** Fails early, naming the port, when something else already listens where a part of the portal must. */
export async function assertPortFree(port, name) {
  const { createServer } = await import('node:net');
  await new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () =>
        reject(
          new Error(
            `Port ${port} (${name}) is already in use: stop what runs there, or set its port variable (see README).`,
          ),
        ),
      )
      .once('listening', () => probe.close(resolve))
      .listen(port, bindHost);
  });
}

export async function assertPortsFree(list = services) {
  for (const service of list) await assertPortFree(Number(new URL(service.url).port), service.name);
}
