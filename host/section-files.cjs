// The files a section's first screen fetches from its remote before it can draw: the remote's entry and the
// exposed routes module's own scripts and styles, read from the remote's manifest as deployed right now.
// The page preloads them only while the manifest answers: a preload of a remote that is down would fail, and the
// federation runtime would be handed that failure again on Retry.

/** How long a page waits for the manifest before it goes out without these hints. */
const manifestTimeout = 250;

const latest = new Map(); // manifest URL -> { etag, files }

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
 * @param {string} manifestUrl
 * @returns {Promise<{ scripts: string[], styles: string[] } | null>}  null while the remote does not answer
 */
async function sectionFiles(manifestUrl) {
  const known = latest.get(manifestUrl);
  try {
    const response = await fetch(manifestUrl, {
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
      signal: AbortSignal.timeout(manifestTimeout),
    });
    if (response.status === 304 && known) return known.files;
    if (!response.ok) return null;
    const files = filesOf(await response.json(), manifestUrl);
    latest.set(manifestUrl, { etag: response.headers.get('etag'), files });
    return files;
  } catch {
    return null;
  }
}

module.exports = { sectionFiles, filesOf };
