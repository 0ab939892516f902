// The release registry as one interface for the commands, the servers and the API: a PostgreSQL server's tables when
// a database URL names one (every host process on every machine reads the same rows, told of each change through
// LISTEN/NOTIFY: registry-postgres.cjs), else the file beside the API's data (registry.cjs), for the embedded
// database and one machine. Both answer the same object:
//   read()                                   → { apps: { [app]: { live, stack, canary?: { version, share } } } }
//   promote(app, version, { by, reason })    makes it live (a canary of that version is completed)
//   startCanary(app, version, share, …)      gives it to share % (1–99) of visitors, or changes the share
//   rollback(app, { by, reason })            ends a running canary, else the release live before returns
//   history({ app, limit })                  newest first: { at, by, action, app, from, to, share?, reason? }
//   watch()                                  for a server: a sync getter of the latest registry (its `ready`
//                                            promise settles once the first one is read)
//   close()
// Each change answers its history entry, or throws an Error whose message is one line a command can print.
const registry = require('./registry.cjs');

/** A database URL of a PostgreSQL server (the embedded database, PGlite, has no LISTEN/NOTIFY across processes). */
const isServerUrl = (url) => typeof url === 'string' && /^postgres(ql)?:\/\//.test(url);

function fileStore({ file = registry.registryFile() } = {}) {
  return {
    kind: 'file',
    read: async () => registry.readRegistry(file),
    promote: (app, version, options = {}) => registry.promote(app, version, { ...options, file }),
    startCanary: (app, version, share, options = {}) =>
      registry.startCanary(app, version, share, { ...options, file }),
    rollback: (app, options = {}) => registry.rollback(app, { ...options, file }),
    history: async ({ app, limit = Number.POSITIVE_INFINITY } = {}) =>
      registry
        .readHistory(file)
        .filter((entry) => !app || entry.app === app)
        .reverse()
        .slice(0, limit),
    watch: () => Object.assign(registry.registryReader(file), { ready: Promise.resolve() }),
    close: async () => {},
  };
}

/**
 * @param {{ databaseUrl?: string, file?: string }} [options]
 */
function registryStore({ databaseUrl = process.env.DATABASE_URL, file } = {}) {
  if (isServerUrl(databaseUrl)) return require('./registry-postgres.cjs').postgresStore({ databaseUrl });
  return fileStore({ file });
}

module.exports = { registryStore, fileStore, isServerUrl };
