// Which release of each app a browser runs: the live one; a running canary's for the visitors in its share; and a
// preview's for the one browser that opened its link. A visitor is a random bucket 0–99 in the `releaseVisitor`
// cookie (a year, no personal data), given to a page that has none: a visitor whose bucket is below the canary's
// share gets the canary, and keeps it across pages and reloads. A preview link (`?release-preview=<token>`, signed and
// expiring, made by staff) keeps its token in the `releasePreview` cookie until the token expires; the API says what
// a token previews (cached briefly), so a cookie alone grants nothing once the API no longer vouches for it. An empty
// `?release-preview=` leaves the preview.
const { randomInt } = require('node:crypto');

const visitorCookie = 'releaseVisitor';
const previewCookie = 'releasePreview';
const previewQuery = 'release-preview';
const year = 365 * 24 * 60 * 60;

const cookieOf = (header, name) => {
  for (const part of (header ?? '').split(/;\s*/)) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at) === name) {
      try {
        return decodeURIComponent(part.slice(at + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
};

const bucketOf = (value) => (value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null);

/**
 * What a preview token previews, as the API answers `GET /client/release-preview?token=`: `{ app, version,
 * expiresAt }`, or null for a token it does not know (expired, forged). An answer is kept `ttlMs`, never past expiry.
 * @param {{ apiUrl: string, ttlMs?: number, now?: () => number }} options
 */
function previewLookup({ apiUrl, ttlMs = 30_000, now = Date.now }) {
  const answers = new Map();
  const ask = async (token) => {
    try {
      const answer = await fetch(`${apiUrl}/client/release-preview?token=${encodeURIComponent(token)}`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!answer.ok) return null;
      const { data } = await answer.json();
      return typeof data?.app === 'string' && typeof data?.version === 'string' ? data : null;
    } catch {
      return null;
    }
  };
  return async (token) => {
    const kept = answers.get(token);
    if (kept && kept.until > now()) return kept.preview;
    const preview = await ask(token);
    if (answers.size > 1000) answers.clear();
    answers.set(token, { preview, until: now() + ttlMs });
    return preview;
  };
}

/**
 * @param {{
 *   registry: () => { apps: Record<string, { live: string, canary?: { version: string, share: number } }> },
 *   previewOf: (token: string) => Promise<{ app: string, version: string, expiresAt: string } | null>,
 *   newBucket?: () => number,
 *   now?: () => number,
 * }} options
 */
function releaseChoices({ registry, previewOf, newBucket = () => randomInt(100), now = Date.now }) {
  const decided = new WeakMap();

  /** @param {{ url: string, protocol?: string, headers: Record<string, string | string[] | undefined> }} request */
  const decide = async (request) => {
    const cookie = /** @type {string | undefined} */ (request.headers.cookie);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    const cookies = [];

    let bucket = bucketOf(cookieOf(cookie, visitorCookie));
    if (bucket === null) {
      bucket = newBucket();
      cookies.push(`${visitorCookie}=${bucket}; Path=/; Max-Age=${year}; SameSite=Lax${secure}`);
    }

    const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get(previewQuery);
    const token = asked ?? cookieOf(cookie, previewCookie);
    let preview = token ? await previewOf(token) : null;
    if (preview && !(Date.parse(preview.expiresAt) > now())) preview = null;
    if (preview && asked)
      cookies.push(
        `${previewCookie}=${encodeURIComponent(asked)}; Path=/; Expires=${new Date(preview.expiresAt).toUTCString()}; HttpOnly; SameSite=Lax${secure}`,
      );
    else if ((token || cookieOf(cookie, previewCookie)) && !preview)
      cookies.push(`${previewCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`);

    const versions = {};
    for (const [app, { live, canary }] of Object.entries(registry().apps))
      versions[app] = canary && bucket < canary.share ? canary.version : live;
    if (preview) versions[preview.app] = preview.version;
    return {
      versions,
      preview: preview ? { app: preview.app, version: preview.version } : null,
      cookies,
    };
  };

  /**
   * This request's choice, decided once: `{ versions: { [app]: version }, preview: { app, version } | null, cookies }`
   * (the Set-Cookie headers its answer carries).
   * @param {any} request
   */
  return (request) => {
    if (!decided.has(request)) decided.set(request, decide(request));
    return decided.get(request);
  };
}

module.exports = { releaseChoices, previewLookup, visitorCookie, previewCookie, previewQuery };
