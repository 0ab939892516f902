// What an app server itself answers of a release kept only in the object store (release-origin.cjs): the files at its
// root (the live release's remoteEntry.js, sw.js …, which must stay on the page's own origin), read through, and the
// host's page, drawn from a copy of the release's index.html kept on this machine.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const passedOn = ['content-type', 'content-encoding', 'cache-control', 'etag', 'last-modified'];

/**
 * Answers with the bucket's object at `url` as the bucket answers it (status, type, caching), or 502 when the bucket
 * cannot be reached.
 * @param {import('fastify').FastifyReply} reply
 * @param {string} url
 */
async function sendFromBucket(reply, url) {
  let answer;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    return reply
      .code(502)
      .send({ statusCode: 502, error: 'Bad Gateway', message: 'The release store did not answer' });
  }
  if (!answer.ok) return reply.callNotFound();
  for (const name of passedOn) {
    const value = answer.headers.get(name);
    if (value) reply.header(name, value);
  }
  return reply.send(Buffer.from(await answer.arrayBuffer()));
}

const pageDirs = new Map(); // bucket URL of a release -> Promise<folder>

/**
 * A folder on this machine holding the page of the release at `url` (its index.html, with the release's own
 * `/<version>/` addresses pointing at the bucket, and its translation-keys.json), fetched once: a release never changes.
 * @param {string} url  the release's address in the bucket, `<S3_PUBLIC_URL>/releases/<app>/<version>`
 */
function bucketPageDir(url) {
  if (!pageDirs.has(url)) {
    const fetched = copyPage(url);
    pageDirs.set(url, fetched);
    fetched.catch(() => pageDirs.delete(url));
  }
  return pageDirs.get(url);
}

async function copyPage(url) {
  const version = decodeURIComponent(url.split('/').at(-1) ?? '');
  const app = url.split('/').at(-2) ?? 'app';
  const page = await fetch(`${url}/index.html`, { signal: AbortSignal.timeout(10_000) });
  if (!page.ok) throw new Error(`${url}/index.html answered ${page.status}`);
  const html = (await page.text()).replaceAll(`"/${version}/`, `"${url}/`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${app}-${version}-`));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  const keys = await fetch(`${url}/translation-keys.json`, { signal: AbortSignal.timeout(10_000) }).catch(
    () => null,
  );
  if (keys?.ok) fs.writeFileSync(path.join(dir, 'translation-keys.json'), await keys.text());
  return dir;
}

module.exports = { sendFromBucket, bucketPageDir };
