// The releases an image carries made live in the database's registry on a deployment's first start: each app the
// database names no live release for gets the one the image's registry file (RELEASE_REGISTRY) names. An app already
// live there is left alone, so a promotion made through the release service outlives every restart.
// `node build-config/registry-import.cjs` with DATABASE_URL naming the API's PostgreSQL server (after its migrations).
const { readRegistry } = require('./registry.cjs');
const { registryStore, isServerUrl } = require('./registry-store.cjs');

async function importRegistry({ databaseUrl = process.env.DATABASE_URL, file } = {}) {
  if (!isServerUrl(databaseUrl)) throw new Error('DATABASE_URL must name a PostgreSQL server');
  const carried = readRegistry(file).apps;
  const store = registryStore({ databaseUrl });
  try {
    const current = (await store.read()).apps;
    const made = [];
    for (const [app, { live }] of Object.entries(carried))
      if (live && !current[app]?.live) {
        await store.promote(app, live, { reason: 'the release the image carries, on first start' });
        made.push(`${app} ${live}`);
      }
    return made;
  } finally {
    await store.close();
  }
}

if (require.main === module)
  importRegistry().then(
    (made) =>
      console.log(made.length ? `made live: ${made.join(', ')}` : 'every app already has a live release'),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );

module.exports = { importRegistry };
