// The host's server reads the API for what it writes into a page (the first screen, the head's share card) and for
// the sitemap. A page waits for the API a short while at most; an answer is kept a little while, so the reads a page
// makes twice (the first screen's and the head's) and the pages crawlers ask for in a burst reach the API once.
// A small map rather than lru-cache: the host's server has no other dependency that needs one.

/**
 * With `serveStale`, a read whose kept answer is older than `ttlMs` gets that answer at once while a newer one is
 * read behind it (and kept when it comes): for what every page carries and rarely changes (translations, switches),
 * so a slow or stopped API never holds a page up once it has answered.
 * @param {{ baseUrl: string, timeoutMs: number, ttlMs: number, maxEntries?: number, serveStale?: boolean,
 *   now?: () => number }} options
 * @returns {(locale: string) => (apiPath: string) => Promise<unknown>} a reader per language: an API path under
 *   /client → the answer's data, or undefined (no answer in time, or an error)
 */
const createApiReader = ({
  baseUrl,
  timeoutMs,
  ttlMs,
  maxEntries = 500,
  serveStale = false,
  now = Date.now,
}) => {
  /** @type {Map<string, { at: number, data: Promise<unknown> }>} */
  const kept = new Map();

  const fetchData = async (apiPath, locale) => {
    try {
      const response = await fetch(`${baseUrl}/client${apiPath}`, {
        headers: { 'accept-language': locale },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok ? (await response.json()).data : undefined;
    } catch {
      return undefined;
    }
  };

  return (locale) => (apiPath) => {
    const key = `${locale} ${apiPath}`;
    const found = kept.get(key);
    if (found && now() - found.at < ttlMs) return found.data;
    const data = fetchData(apiPath, locale);
    kept.delete(key);
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value);
    const stale = serveStale && found?.data;
    kept.set(key, { at: now(), data: stale || data });
    data.then((value) => {
      const entry = kept.get(key);
      if (!entry || (entry.data !== data && entry.data !== stale)) return;
      // Only answers are kept: a failed read is tried again by the next page (which may still get the stale one).
      if (value !== undefined) kept.set(key, { at: now(), data });
      else if (stale) kept.set(key, { at: found.at, data: stale });
      else kept.delete(key);
    });
    return stale || data;
  };
};

module.exports = { createApiReader };
