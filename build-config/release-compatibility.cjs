// Whether a release can go live beside the live releases of the other apps: one copy for the release commands, the
// API's release service and the host.
const { readRelease, sharedAccepts, federationRuntimeOf, runtimeAccepts } = require('./releases.cjs');

/** The runtime core a host provides, as a reason names it. */
const providedCore = (host) => {
  const runtime = federationRuntimeOf(host);
  return runtime?.provides ? runtime.core : 'none';
};

/**
 * Why `release` cannot go live beside `live` (each app's live version), or null: a remote whose `@portal/shared`
 * range the live host does not provide, or whose federation runtime core the live host does not give it; a host
 * that no longer provides what a live remote needs. `lookup(app, version)` answers a kept release's release.json
 * (the releases folder's by default; the release service passes its own store's).
 */
function incompatibility(release, live, lookup = readRelease) {
  const { app, version } = release;
  if (app !== 'host') {
    const host = live.host && lookup('host', live.host);
    if (!host) return null;
    if (!sharedAccepts(release.shared.range, host.shared.version))
      return `${app} ${version} needs @portal/shared ${release.shared.range}, but the live host ${host.version} provides ${host.shared.version}: release and promote a host with a compatible @portal/shared first`;
    const runtime = federationRuntimeOf(release);
    if (!runtimeAccepts(runtime, federationRuntimeOf(host)))
      return `${app} ${version} uses the host's federation runtime ${runtime.core}, but the live host ${host.version} provides ${providedCore(host)}: release and promote a host that provides it first`;
    return null;
  }
  for (const [remote, remoteVersion] of Object.entries(live)) {
    const other = remote !== 'host' && lookup(remote, remoteVersion);
    if (!other) continue;
    if (!sharedAccepts(other.shared.range, release.shared.version))
      return `host ${version} provides @portal/shared ${release.shared.version}, but the live ${remote} ${other.version} needs ${other.shared.range}: promote a compatible ${remote} first`;
    const runtime = federationRuntimeOf(other);
    if (!runtimeAccepts(runtime, federationRuntimeOf(release)))
      return `host ${version} provides the federation runtime ${providedCore(release)}, but the live ${remote} ${other.version} uses the host's federation runtime ${runtime.core}: promote a ${remote} built with this host's runtime first`;
  }
  return null;
}

module.exports = { incompatibility };
