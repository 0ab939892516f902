// The files a section's first screen fetches from its remote before it can draw: the remote's entry and the
// exposed routes module's own scripts and styles, read from the remote's manifest as deployed right now.
// The page preloads them only while the manifest answers: a preload of a remote that is down would fail, and the
// federation runtime would be handed that failure again on Retry.

/** How long a page waits for the manifest before it goes out without these hints. */
const manifestTimeout = 250;

const latest = new Map(); // manifest URL as fetched -> { etag, manifest }

/** @param {any} manifest  mf-manifest.json  @param {string} manifestUrl */
function filesOf(manifest, manifestUrl) {
  const meta = manifest?.metaData ?? {};
  const publicPath = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : manifestUrl;
  const at = (file) => new URL(file, new URL(publicPath, manifestUrl)).href;
  const entry = meta.remoteEntry;
  const routes = (manifest?.exposes ?? []).find((expose) => expose.name === 'routes')?.assets;
  if (!entry?.name || !routes) return null;
  return {
    scripts: [at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), ...(routes.js?.sync ?? []).map(at)],
    styles: (routes.css?.sync ?? []).map(at),
  };
}

/**
 * @param {string} manifestUrl  the manifest as the browser reaches it: the files are resolved against it
 * @param {string} [fetchUrl]  the same manifest as this server reaches it (never derived from the request)
 * @returns {Promise<{ scripts: string[], styles: string[] } | null>}  null while the remote does not answer
 */
async function sectionFiles(manifestUrl, fetchUrl = manifestUrl) {
  const known = latest.get(fetchUrl);
  try {
    const response = await fetch(fetchUrl, {
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
      signal: AbortSignal.timeout(manifestTimeout),
    });
    const manifest =
      response.status === 304 && known ? known.manifest : response.ok ? await response.json() : null;
    if (!manifest) return null;
    latest.set(fetchUrl, { etag: response.headers.get('etag') ?? known?.etag, manifest });
    return filesOf(manifest, manifestUrl);
  } catch {
    return null;
  }
}

module.exports = { sectionFiles, filesOf };
