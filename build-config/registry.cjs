// The registry of what is live: for each app, its live release, the releases that were live before it (what a
// rollback returns to) and a running canary (`{ version, share }`), with a history of every change (who, when, from,
// to, why) in a file beside it. This is the file store (registry-store.cjs chooses it when no PostgreSQL server is
// configured). The servers read
// it on every page they serve, so a promotion needs no restart. It is one JSON file, written whole and renamed into
// place (a reader never sees half of it), under the API's data directory unless RELEASE_REGISTRY names another path:
// every host process of a deployment must read the same one (a shared volume, or object storage mounted as one).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { withLock } = require('./lock.cjs');
const { canaryStarted, isRegistry, promoted, rolledBack } = require('./registry-changes.cjs');
const { repoRoot, listReleases, releaseDir, releaseSourceMapsDir } = require('./releases.cjs');

function registryFile() {
  if (process.env.RELEASE_REGISTRY) return path.resolve(process.env.RELEASE_REGISTRY);
  // A relative DATA_DIR is the API's: taken from the api package, as the API takes it.
  return path.join(path.resolve(repoRoot, 'api', process.env.DATA_DIR ?? '.data'), 'release-registry.json');
}

const historyFile = (file) => file.replace(/\.json$/, '-history.jsonl');

function parseRegistry(text, file) {
  let registry;
  try {
    registry = JSON.parse(text);
  } catch {
    throw new Error(`The release registry ${file} is not valid JSON (corrupt or half-written): restore it`);
  }
  if (!isRegistry(registry))
    throw new Error(`The release registry ${file} is not a registry of live releases: restore it`);
  return registry;
}

/** The registry as it is on disk; an empty one before the first promotion. */
function readRegistry(file = registryFile()) {
  if (!fs.existsSync(file)) return { apps: {} };
  return parseRegistry(fs.readFileSync(file, 'utf8'), file);
}

const liveOf = (registry) =>
  Object.fromEntries(Object.entries(registry.apps).map(([app, { live }]) => [app, live]));

/**
 * For a server: the registry, read again whenever the file changes. A registry that cannot be read is reported once
 * and the last good one stays in force, so a bad edit never takes the portal down.
 * @returns {() => { apps: Record<string, { live: string, stack: string[], canary?: { version: string, share: number } }> }}
 */
function registryReader(file = registryFile()) {
  let seen = '';
  let registry = { apps: {} };
  return () => {
    let state = 'absent';
    try {
      const stat = fs.statSync(file);
      state = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      // no registry yet: nothing is live
    }
    if (state !== seen) {
      seen = state;
      try {
        registry = readRegistry(file);
      } catch (error) {
        console.error(`${error.message}; the releases live before it are still served`);
      }
    }
    return registry;
  };
}

/**
 * For a server: the live version of each app, as registryReader reads it.
 * @returns {() => Record<string, string>}
 */
function liveReader(file = registryFile()) {
  const read = registryReader(file);
  return () => liveOf(read());
}

function writeWhole(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

const whoIsIt = () => process.env.RELEASE_BY || os.userInfo().username;

/**
 * Applies `change` to `app`'s entry (registry-changes.cjs) under the lock, and appends its history entry.
 * @param {{ by?: string, reason?: string, file?: string }} options  who makes the change (else RELEASE_BY or the
 *   user's name) and why
 */
function update(app, change, { by = whoIsIt(), reason, file = registryFile() }) {
  return withLock(
    `${file}.lock`,
    async () => {
      const registry = readRegistry(file);
      const { entry: changed, change: facts } = change(registry.apps[app]);
      registry.apps[app] = changed;
      const entry = { at: new Date().toISOString(), by, ...facts, ...(reason ? { reason } : {}) };
      writeWhole(file, `${JSON.stringify(registry, null, 2)}\n`);
      fs.appendFileSync(historyFile(file), `${JSON.stringify(entry)}\n`);
      return entry;
    },
    { pollMs: 50 },
  );
}

/** Makes `version` the live release of `app` (completing its canary); the release live before is kept for a rollback. */
const promote = (app, version, options = {}) =>
  update(app, (current) => promoted(app, current, version), options);

/** Gives `version` of `app` to `share` % of visitors, or changes the running canary. */
const startCanary = (app, version, share, options = {}) =>
  update(app, (current) => canaryStarted(app, current, version, share), options);

/** Ends a running canary, else makes the release that was live before the current one live again. */
const rollback = (app, options = {}) => update(app, (current) => rolledBack(app, current), options);

/** Every change, oldest first. */
function readHistory(file = registryFile()) {
  const history = historyFile(file);
  if (!fs.existsSync(history)) return [];
  return fs
    .readFileSync(history, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * Deletes all but the newest `keep` releases of `app` (RELEASES_KEEP, 5 by default), with their source maps, never
 * one the registry could still make live by a rollback, nor a running canary. Returns the versions deleted.
 */
function pruneReleases(
  app,
  { keep = Number(process.env.RELEASES_KEEP ?? 5), file, registry = readRegistry(file) } = {},
) {
  const entry = registry.apps[app];
  const rollbackable = new Set([...(entry?.stack ?? []), ...(entry?.canary ? [entry.canary.version] : [])]);
  const old = listReleases(app)
    .slice(0, -keep)
    .map((release) => release.version);
  const deleted = old.filter((version) => !rollbackable.has(version));
  for (const version of deleted) {
    fs.rmSync(releaseDir(app, version), { recursive: true, force: true });
    fs.rmSync(releaseSourceMapsDir(app, version), { recursive: true, force: true });
  }
  return deleted;
}

module.exports = {
  pruneReleases,
  registryFile,
  readRegistry,
  liveOf,
  liveReader,
  registryReader,
  promote,
  startCanary,
  rollback,
  readHistory,
};
