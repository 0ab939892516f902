// Releases: each app's production builds, kept side by side under releases/<app>/<version>/ and never overwritten.
// A release carries release.json (what it is, what it was built from, the @portal/shared it was built against and
// its federation manifest); the registry (registry.cjs) says which release of each app is live.
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const repoRoot = path.resolve(__dirname, '..');

/** Every app that is released on its own: its name in the registry and runtime configuration, and its folder. */
const appDirs = {
  host: 'host',
  shop: 'remote-shop',
  account: 'remote-account',
  services: 'remote-services',
  academy: 'remote-academy',
  admin: 'remote-admin',
};
const appNames = Object.keys(appDirs);

/** The registry's name of an app, from that name or its folder's (`academy` or `remote-academy`). */
function appName(input) {
  const name = String(input ?? '').replace(/^remote-/, '');
  if (!appDirs[name]) throw new Error(`Unknown app "${input ?? ''}": one of ${appNames.join(', ')}`);
  return name;
}

const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
const appReleasesDir = (app) => path.join(releasesDir(), app);
const releaseDir = (app, version) => path.join(appReleasesDir(app), version);

/**
 * Source maps are for staff, never served (source-maps.cjs): each release's are kept in source-maps/<app>/<version>/
 * beside the releases folder, not in it (SOURCE_MAPS_DIR names another place), and go when the release goes.
 */
const sourceMapsDir = () =>
  path.resolve(process.env.SOURCE_MAPS_DIR ?? path.join(path.dirname(releasesDir()), 'source-maps'));
const releaseSourceMapsDir = (app, version) => path.join(sourceMapsDir(), app, version);

const stamp = (date) => date.toISOString().replace(/\D/g, '').slice(0, 14);

/** `<package version>-<UTC yyyymmddhhmmss>-<short commit>`: a semver whose pre-release part orders by time. */
const newVersion = (packageVersion, date, commit) => `${packageVersion}-${stamp(date)}-${commit}`;

/** Oldest first; an unparsable name sorts before every version. */
const compareVersions = (a, b) => {
  const [validA, validB] = [semver.valid(a), semver.valid(b)];
  if (!validA || !validB) return validA ? 1 : validB ? -1 : a.localeCompare(b);
  return semver.compare(a, b);
};

/** The `@portal/shared` range a federation manifest asks of its host, if it shares it. */
const sharedRangeOf = (manifest) =>
  (manifest?.shared ?? []).find((one) => one.name === '@portal/shared')?.requiredVersion;

/** Whether a host providing `@portal/shared` at `version` can run a remote that asks for `range`. */
const sharedAccepts = (range, version) =>
  typeof range === 'string' && semver.valid(version) !== null && semver.satisfies(version, range);

/**
 * The federation runtime a release was built with (its manifest's `metaData.federationRuntime`, see
 * federation-runtime.cjs): `{ core, provides }`, or null for a release that carries its own and provides none.
 */
const federationRuntimeOf = (release) => release?.manifest?.metaData?.federationRuntime ?? null;

/** Whether a host built with `hostRuntime` gives a remote built with `remoteRuntime` the runtime core it uses. */
const runtimeAccepts = (remoteRuntime, hostRuntime) =>
  !remoteRuntime ||
  remoteRuntime.provides ||
  (hostRuntime?.provides === true && hostRuntime.core === remoteRuntime.core);

/** release.json of one release, or null when there is no such release. */
function readRelease(app, version) {
  if (!/^[\w.+-]+$/.test(version)) return null;
  const file = path.join(releaseDir(app, version), 'release.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every kept release of an app, oldest first. Folders without release.json (a build under way) are skipped. */
function listReleases(app) {
  const dir = appReleasesDir(app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((version) => !version.startsWith('.'))
    .map((version) => readRelease(app, version))
    .filter(Boolean)
    .sort((a, b) => compareVersions(a.version, b.version));
}

module.exports = {
  appDirs,
  appNames,
  appName,
  repoRoot,
  releasesDir,
  appReleasesDir,
  releaseDir,
  sourceMapsDir,
  releaseSourceMapsDir,
  newVersion,
  compareVersions,
  sharedRangeOf,
  sharedAccepts,
  federationRuntimeOf,
  runtimeAccepts,
  readRelease,
  listReleases,
};
