// Builds the host and remotes for production, skipping any whose inputs have not changed since its last build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pnpmSync } from '../pnpm.mjs';
import { withBuildLock } from './build-lock.mjs';
import { apps, root } from './services.mjs';

const skipped = new Set(['node_modules', 'dist', '.data']);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('dist-')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

function fingerprint(app) {
  const hash = createHash('sha256');
  hash.update(`${process.env.APP_VERSION ?? ''}|${process.env.APP_BUILD_ID ?? ''}`);
  for (const dir of [app, 'shared', 'build-config']) {
    for (const file of [...files(path.join(root, dir))].sort()) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  hash.update(fs.readFileSync(path.join(root, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

export const buildApps = () =>
  withBuildLock(path.join(root, '.run', 'build.lock'), buildStale, {
    onWait: (pid) => console.log(`Process ${pid} is building the apps; waiting for it …`),
  });

async function buildStale() {
  // Taken before building: a file changed while the build runs makes the next start build again.
  const prints = new Map(apps.map((app) => [app, fingerprint(app)]));
  const stale = apps.filter((app) => {
    const stamp = path.join(root, app, 'dist', '.fingerprint');
    return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== prints.get(app);
  });
  if (stale.length === 0) {
    console.log('Builds are up to date.');
    return;
  }
  console.log(`Building ${stale.join(', ')} …`);
  const started = Date.now();
  pnpmSync(['--workspace-concurrency=2', ...stale.flatMap((app) => ['--filter', app]), 'run', 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const app of stale)
    fs.writeFileSync(path.join(root, app, 'dist', '.fingerprint'), prints.get(app) ?? '');
  console.log(`Built ${stale.length} app(s) in ${Math.round((Date.now() - started) / 1000)} s.`);
}
