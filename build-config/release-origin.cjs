// Where the files of one release are: this machine's RELEASES_DIR, or the object store the release service publishes
// to when S3_* is set (api/src/modules/releases/publishing/release-bucket.ts), at its public or CDN address
// S3_PUBLIC_URL, under releases/<app>/<version>/. The browser is pointed at that address itself (the host's runtime
// configuration names the manifest there), as a CDN in front of a bucket is meant to be used: the app servers stay out
// of the path of the files, which are immutable per version. See docs/releasing.md.
const fs = require('node:fs');
const path = require('node:path');
const { releaseDir } = require('./releases.cjs');

const versionPattern = /^\d+\.\d+\.\d+-[\w.-]+$/;

/** The public base of the bucket's releases, `<S3_PUBLIC_URL>/releases`, or null without one. */
const bucketReleasesUrl = () => {
  const base = process.env.S3_PUBLIC_URL?.trim();
  return base ? `${base.replace(/\/+$/, '')}/releases` : null;
};

// A release never changes once made, so one found on disk is not looked for again.
const onDisk = new Set();

/** Whether release `version` of `app` is kept on this machine (its release.json is the last file written). */
function isOnDisk(app, version) {
  const key = `${app}@${version}`;
  if (onDisk.has(key)) return true;
  if (!versionPattern.test(version) || !fs.existsSync(path.join(releaseDir(app, version), 'release.json')))
    return false;
  onDisk.add(key);
  return true;
}

/**
 * Where a release's files are: `{ dir }` on this machine, `{ url }` (no trailing slash) in the bucket, or null when
 * it is neither here nor a bucket is named.
 * @param {string} app
 * @param {string} version
 * @returns {{ dir: string, url?: undefined } | { url: string, dir?: undefined } | null}
 */
function releaseOrigin(app, version) {
  if (!versionPattern.test(version)) return null;
  if (isOnDisk(app, version)) return { dir: releaseDir(app, version) };
  const bucket = bucketReleasesUrl();
  return bucket ? { url: `${bucket}/${app}/${encodeURIComponent(version)}` } : null;
}

/**
 * Which releases are in the bucket, as a host server asks before naming a remote's manifest: a release whose
 * release.json the bucket answers (the release service writes it last) is loaded from there; any other from its
 * app's origin (which sends a request for a release it does not have on to the bucket, see serve.cjs). A release
 * found there stays there; one not found is asked again after `retryMs`.
 * @param {{ timeoutMs?: number, retryMs?: number, now?: () => number }} [options]
 */
function bucketReleases({ timeoutMs = 1500, retryMs = 30_000, now = Date.now } = {}) {
  const found = new Set();
  const missing = new Map(); // key -> when to ask again
  const asking = new Map(); // key -> Promise<boolean>
  const urlOf = (app, version) => `${bucketReleasesUrl()}/${app}/${encodeURIComponent(version)}`;

  const ask = async (app, version) => {
    try {
      const answer = await fetch(`${urlOf(app, version)}/release.json`, {
        method: 'HEAD',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return answer.ok;
    } catch {
      return false;
    }
  };

  return {
    /** Finds out whether release `version` of `app` is in the bucket (false without one). */
    async check(app, version) {
      if (!bucketReleasesUrl() || !version || !versionPattern.test(version)) return false;
      const key = `${app}@${version}`;
      if (found.has(key)) return true;
      if ((missing.get(key) ?? 0) > now()) return false;
      if (!asking.has(key))
        asking.set(
          key,
          ask(app, version).then((there) => {
            asking.delete(key);
            if (there) found.add(key);
            else missing.set(key, now() + retryMs);
            return there;
          }),
        );
      return asking.get(key);
    },
    /** The bucket address of a release `check` found there, else null. */
    urlOf: (app, version) => (version && found.has(`${app}@${version}`) ? urlOf(app, version) : null),
  };
}

module.exports = { releaseOrigin, bucketReleases, bucketReleasesUrl, versionPattern };
