// The release commands against a portal's release service (`--publish <URL>`, `--portal <URL>`) instead of this
// machine's releases folder and registry: each call carries the app's deploy token (DEPLOY_TOKEN).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const tar = require(
  require.resolve('tar', { paths: [new URL('../../build-config/', import.meta.url).pathname] }),
);

/** A release folder as one `.tar.gz`, its paths relative to the folder. */
export function packRelease(folder) {
  const chunks = [];
  const stream = tar.create({ gzip: true, cwd: folder, sync: true, portable: true }, ['.']);
  stream.on('data', (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks);
}

/** The one line a refusal is told in: the service's reason, else what the status means for a pipeline. */
function refusal(app, status, body) {
  if (status === 401)
    return 'The portal refused the deploy token: unknown, revoked or expired (DEPLOY_TOKEN)';
  if (status === 403) return `The deploy token may not release ${app}: each app has its own (DEPLOY_TOKEN)`;
  if (status === 413)
    return 'The release archive is larger than the portal takes (RELEASE_ARCHIVE_MAX_BYTES)';
  const message = typeof body?.message === 'string' ? body.message : '';
  return message.startsWith('Refused:')
    ? message
    : `The portal answered ${status}${message ? `: ${message}` : ''}`;
}

export function releaseService(portal, token = process.env.DEPLOY_TOKEN) {
  if (!token)
    throw new Error(
      'Set DEPLOY_TOKEN to the deploy token of the app (an administrator makes one: POST /admin-api/deploy-tokens)',
    );
  const base = `${portal.replace(/\/+$/, '')}/admin-api/releases`;
  const call = async (app, path, init) => {
    let response;
    try {
      response = await fetch(`${base}/${app}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
    } catch (error) {
      throw new Error(`The portal ${portal} cannot be reached (${error.cause?.code ?? error.message})`);
    }
    const text = await response.text();
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) throw new Error(refusal(app, response.status, body));
    return body.data;
  };
  const json = (body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    publish: (app, folder) =>
      call(app, '', {
        method: 'POST',
        headers: { 'content-type': 'application/gzip' },
        body: packRelease(folder),
      }),
    promote: (app, version, { canary, reason }) =>
      call(
        app,
        '/promote',
        json({ version, ...(canary === undefined ? {} : { canary }), ...(reason ? { reason } : {}) }),
      ),
    rollback: (app, { reason }) => call(app, '/rollback', json(reason ? { reason } : {})),
    releases: (app) => call(app, '', { method: 'GET' }),
  };
}
