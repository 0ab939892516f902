// What `start` serves: for each app, a release built from the checkout's sources, made live. An app whose live
// release was built from the same sources is left as it is; one whose sources match a kept release gets that
// release back; any other is released (two builds at a time) and promoted.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pnpmSync } from '../pnpm.mjs';
import { registry, releaseApp, releases, sourcesOf, withLock } from './release.mjs';

const { registryStore } = createRequire(import.meta.url)('../../build-config/registry-store.cjs');

export const buildApps = () =>
  withLock(path.join(releases.repoRoot, '.run', 'build.lock'), makeSourcesLive, {
    onWait: (pid) => console.log(`Process ${pid} is releasing the apps; waiting for it …`),
  });

async function makeSourcesLive() {
  const store = registryStore();
  try {
    await makeLive(store);
  } finally {
    await store.close();
  }
}

async function makeLive(store) {
  // The registry's tables on a PostgreSQL server are the API's: its migrations make them before the API starts.
  if (store.kind === 'postgres')
    pnpmSync(['--filter', './api', 'run', 'migrate'], { cwd: releases.repoRoot });
  const live = registry.liveOf(await store.read());
  const plans = releases.appNames.map((app) => {
    const sources = sourcesOf(app);
    const current = live[app] && releases.readRelease(app, live[app]);
    if (current?.sources === sources) return { app };
    const kept = releases.listReleases(app).findLast((release) => release.sources === sources);
    return { app, sources, version: kept?.version };
  });
  const stale = plans.filter((plan) => plan.sources);
  if (stale.length === 0) {
    console.log('Live releases are up to date.');
    return;
  }
  const toBuild = stale.filter((plan) => !plan.version);
  const started = Date.now();
  if (toBuild.length) console.log(`Releasing ${toBuild.map((plan) => plan.app).join(', ')} …`);
  const queue = [...toBuild];
  await Promise.all(
    [0, 1].map(async () => {
      for (let plan = queue.shift(); plan; plan = queue.shift())
        plan.version = (await releaseApp(plan.app, { sources: plan.sources })).version;
    }),
  );
  for (const plan of stale) {
    await store.promote(plan.app, plan.version, { by: 'pnpm start' });
    registry.pruneReleases(plan.app, { registry: await store.read() });
  }
  console.log(
    `Live: ${stale.map((plan) => `${plan.app} ${plan.version}`).join(', ')} (${Math.round((Date.now() - started) / 1000)} s).`,
  );
}
