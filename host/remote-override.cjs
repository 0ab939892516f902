// A local remote inside the running portal, for one browser: `?remote-override=<app>=<url>` on any page (for example
// `?remote-override=academy=http://127.0.0.1:3004`) loads that app from the given origin instead of its live release.
// The page keeps the choice in a session cookie (`remoteOverride`) and its bar ends it; the server decides again on
// every page, so a cookie alone grants nothing. A portal running in production (NODE_ENV=production) allows it only
// to a signed-in staff member holding the `developer` permission, as the API answers for the page's `accessToken`
// cookie, and only from the developer's own machine (localhost); anything else is refused and logged.

const queryName = 'remote-override';
const cookieName = 'remoteOverride';

/** `<app>=<url>` as `{ app, url }` when `app` is one of `apps` and `url` an http(s) address, else null. */
const parseOverride = (value, apps) => {
  const at = value.indexOf('=');
  if (at < 1) return null;
  const app = value.slice(0, at);
  const url = value.slice(at + 1).replace(/\/+$/, '');
  if (!apps.includes(app) || !URL.canParse(url)) return null;
  const { protocol, username, password } = new URL(url);
  if ((protocol !== 'http:' && protocol !== 'https:') || username || password) return null;
  return { app, url };
};

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

/**
 * What the page asks for: the query's override (an empty one ends it), else the cookie's; null for none.
 * @param {{ url: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {string[]} apps
 */
function requestedOverride(request, apps) {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const asked = query.get(queryName);
  if (asked !== null) return asked ? parseOverride(asked, apps) : null;
  const kept = cookieOf(request.headers.cookie, cookieName);
  return kept ? parseOverride(kept, apps) : null;
}

/**
 * Whether the API says this page's user holds the `developer` permission.
 * @param {string} apiUrl
 * @param {string | null} accessToken
 */
async function holdsDeveloperPermission(apiUrl, accessToken) {
  if (!accessToken) return false;
  try {
    const answer = await fetch(`${apiUrl}/admin-api/developer-access`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(2000),
    });
    if (!answer.ok) return false;
    const body = await answer.json();
    return body?.data?.developer === true;
  } catch {
    return false;
  }
}

/** Whether `url` is served by the machine the browser runs on: the only origin production admits an override from. */
const onDevelopersMachine = (url) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/**
 * The override a page gets, decided once per request: `{ app, url }` or null.
 * @param {{ apps: string[], apiUrl: string, production?: () => boolean, log?: (line: string) => void }} options
 */
function remoteOverrides({
  apps,
  apiUrl,
  production = () => process.env.NODE_ENV === 'production',
  log = (line) => console.warn(line),
}) {
  const decided = new WeakMap();
  const decide = async (request) => {
    const wanted = requestedOverride(request, apps);
    if (!wanted || !production()) return wanted;
    // A developer's own machine only: a link sent to a developer must not run another origin's code with their rights.
    const local = onDevelopersMachine(wanted.url);
    if (local && (await holdsDeveloperPermission(apiUrl, cookieOf(request.headers.cookie, 'accessToken'))))
      return wanted;
    log(
      JSON.stringify({
        msg: local
          ? 'remote override refused: not a staff member with the developer permission'
          : 'remote override refused: production loads a remote only from the developer machine (localhost)',
        app: wanted.app,
        url: wanted.url,
        ip: request.ip,
      }),
    );
    return null;
  };
  /** @param {any} request */
  return (request) => {
    if (!decided.has(request)) decided.set(request, decide(request));
    return decided.get(request);
  };
}

/** The origins a page with this override loads code from and talks to: the remote's, and its hot-reload socket's. */
const overrideOrigins = (override) => {
  if (!override) return [];
  const { origin, protocol, host } = new URL(override.url);
  return [origin, `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`];
};

module.exports = { remoteOverrides, requestedOverride, overrideOrigins, cookieName, queryName };
