// The release registry in the stack's PostgreSQL database, changed from outside as the release service changes it
// (build-config/registry-store.cjs): what a pipeline's `pnpm promote --portal` ends in.
import { createRequire } from 'node:module';
import path from 'node:path';

const storeAt = (databaseUrl, root) =>
  createRequire(import.meta.url)(path.join(root, 'build-config/registry-store.cjs')).registryStore({
    databaseUrl,
  });

/** Makes each app's live release of `registry` live in the registry tables of the database at `databaseUrl`. */
export async function promoteInDatabase(registry, databaseUrl, root) {
  const store = storeAt(databaseUrl, root);
  try {
    const current = (await store.read()).apps;
    for (const [app, { live }] of Object.entries(registry.apps))
      if (current[app]?.live !== live) await store.promote(app, live, { by: 'deploy test' });
  } finally {
    await store.close();
  }
}

/** The registry the database holds now. */
export async function databaseRegistry(databaseUrl, root) {
  const store = storeAt(databaseUrl, root);
  try {
    return await store.read();
  } finally {
    await store.close();
  }
}
