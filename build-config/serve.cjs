// Serves one app: its releases (releases/<app>/<version>/, each under /<version>/, the live one also at the root,
// read from the registry on every request so a promotion needs no restart; the host's page may come from a canary or
// preview release instead, per browser), else its dist folder. A release kept only in the object store
// (release-origin.cjs) is served from there: under /<version>/ by a redirect to the bucket's address, at the root
// through this server (a service worker must come from the page's own origin), and the host's page from a copy of
// its index.html. Precompressed
// files; stable entry files (remoteEntry.js, mf-manifest.json, runtime-config.json, main.js, index.html) revalidated
// on every load, hashed chunks cached for a year; the page for unknown paths (history-mode routing); /client and
// /admin-api forwarded to the API so the browser stays same-origin. A remote's files answer cross-origin reads
// (CORS) from the portal's origin only: the host fetches its manifest, and its fonts load from its CSS.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const Fastify = require('fastify');
const { drawPage } = require('./draw-page.cjs');
const { ports, bindHost, apiUrl } = require('./ports.cjs');
const { appName, appReleasesDir, releaseDir } = require('./releases.cjs');
const { releaseOrigin, versionPattern } = require('./release-origin.cjs');
const { bucketPageDir, sendFromBucket } = require('./bucket-release-files.cjs');
const { registryStore } = require('./registry-store.cjs');
const { commonHeaders, contentSecurityPolicy, newNonce } = require('./security-headers.cjs');

const hashed = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|jpe?g|webp)(\.gz|\.br)?$/;

/**
 * @param {object} options
 * @param {string} options.name  package name, e.g. 'host'
 * @param {string} options.dir   package directory
 * @param {(request: import('fastify').FastifyRequest) => unknown} [options.runtimeConfig]  (may answer a promise)
 * @param {(request: import('fastify').FastifyRequest, served: { liveDir: string }) => string | Promise<string>} [options.head]
 *   more of the page's <head>, per request (given the folder the page is served from)
 * @param {(request: import('fastify').FastifyRequest) => string | Promise<string>} [options.firstScreen]  markup the
 *   page shows inside its root element until the app draws itself, per request; its first picture is painted before
 *   the app starts (paint-first.cjs)
 * @param {(request: import('fastify').FastifyRequest) => string[] | Promise<string[]>} [options.codeOrigins]  the other origins the page
 *   loads code from (the remotes'), for its Content-Security-Policy
 * @param {(request: import('fastify').FastifyRequest) => string[] | Promise<string[]>} [options.devCodeOrigins]  a
 *   development server the page loads a remote from instead of its release (security-headers.cjs)
 * @param {Record<string, { type: string, body: (request: import('fastify').FastifyRequest) => Promise<string | null> }>} [options.documents]
 *   files the server writes itself (/sitemap.xml, /robots.txt), by path; a body of null answers 503
 * @param {(() => { apps: Record<string, { live: string }> }) & { ready?: Promise<void> }} [options.registry]  the
 *   release registry as a server watches it (registry-store.cjs), else one of its own
 * @param {(request: import('fastify').FastifyRequest) => Promise<string | undefined>} [options.ownRelease]  the
 *   release of this app a request's page comes from (a canary, a preview), else the live one
 * @param {(request: import('fastify').FastifyRequest) => Promise<string[]>} [options.pageCookies]  Set-Cookie headers
 *   a page and the runtime configuration carry
 */
async function serveApp({
  name,
  dir,
  runtimeConfig,
  head,
  firstScreen,
  codeOrigins,
  devCodeOrigins,
  documents = {},
  registry = process.env.DIST_DIR ? undefined : registryStore().watch(),
  ownRelease,
  pageCookies,
}) {
  await registry?.ready;
  const files = filesOf(name, dir, registry);
  if (!files.liveInBucket() && !fs.existsSync(path.join(files.liveDir(), 'index.html'))) {
    throw new Error(
      `${name}: no release is live and no build is in ${files.liveDir()}; run pnpm start first`,
    );
  }
  const port = Number(process.env.PORT ?? ports[name]);
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(commonHeaders);
  });

  if (name !== 'host') {
    const allowed = portalOrigins();
    app.addHook('onSend', async (request, reply) => {
      reply.header('Vary', 'Origin');
      const origin = request.headers.origin;
      if (origin && allowed.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
    });
  }

  // The pages, which the host writes per request: brotli at a quality fast enough to make on every page.
  await app.register(require('@fastify/compress'), {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Only sendFile: which folder a path is read from is decided per request below.
  await app.register(require('@fastify/static'), {
    root: files.liveInBucket() ? dir : files.liveDir(),
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'Cache-Control',
        hashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  await app.register(require('@fastify/http-proxy'), {
    upstream: apiUrl,
    prefix: '/client',
    rewritePrefix: '/client',
    // The API rate-limits by client address, so it must see the browser's, not this proxy's.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });
  await app.register(require('@fastify/http-proxy'), {
    upstream: apiUrl,
    prefix: '/admin-api',
    rewritePrefix: '/admin-api',
  });

  if (runtimeConfig) {
    app.get('/runtime-config.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      for (const cookie of (await pageCookies?.(request)) ?? []) reply.header('Set-Cookie', cookie);
      return runtimeConfig(request);
    });
  }

  for (const [url, document] of Object.entries(documents)) {
    app.get(url, async (request, reply) => {
      const body = await document.body(request);
      reply.header('Cache-Control', body === null ? 'no-store' : 'public, max-age=600');
      if (body === null) return reply.code(503).header('Retry-After', '600').send();
      return reply.type(document.type).send(body);
    });
  }

  /** The page, for every path the app routes itself (history mode), with what `head` and `firstScreen` add. */
  const sendPage = async (request, reply) => {
    const nonce = newNonce();
    const chosen = await ownRelease?.(request);
    const bucket = files.bucketUrl(chosen);
    reply.header('Cache-Control', 'no-cache');
    reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce,
        origins: [...((await codeOrigins?.(request)) ?? []), ...(bucket ? [new URL(bucket).origin] : [])],
        devOrigins: (await devCodeOrigins?.(request)) ?? [],
      }),
    );
    for (const cookie of (await pageCookies?.(request)) ?? []) reply.header('Set-Cookie', cookie);
    const live = bucket ? await bucketPageDir(bucket) : files.liveDir(chosen);
    if (!head && !firstScreen) return reply.sendFile('index.html', live);
    const page = fs.readFileSync(path.join(live, 'index.html'), 'utf8');
    const drawn = await drawPage(page, request, { head, firstScreen, liveDir: live, nonce });
    return reply.type('text/html; charset=utf-8').compress(drawn);
  };

  /**
   * A file of the release named by the path's first folder, else of the live one; any other path is the page. Source
   * maps are for staff only (source-maps.cjs): one still in a folder, from a build made before, is not served.
   */
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isSourceMap(pathname)) return reply.callNotFound();
      const [, first = '', ...rest] = pathname.split('/');
      const version = safeDecode(first);
      const release = files.releaseDir(version);
      if (release && rest.length) return reply.sendFile(rest.join('/'), release);
      const inBucket = rest.length ? files.bucketUrl(version) : null;
      // Immutable per version: the browser goes to the bucket (or its CDN) itself.
      if (inBucket)
        return reply
          .header('Cache-Control', 'public, max-age=3600')
          .redirect(`${inBucket}/${rest.join('/')}`, 302);
      if (path.extname(pathname)) {
        const chosen = await ownRelease?.(request);
        const bucket = files.bucketUrl(chosen);
        if (bucket) return sendFromBucket(reply, `${bucket}${pathname}`);
        return reply.sendFile(pathname, files.liveDir(chosen));
      }
      return sendPage(request, reply);
    },
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' }),
  );

  await app.listen({ port, host: bindHost });
  console.log(`${name} serving ${files.describe()} at http://${bindHost}:${port}`);

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}

const safeDecode = (segment) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

/** Whether a request path names a source map, as the file server reads it (percent-decoded). */
function isSourceMap(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // The file server refuses a path it cannot decode.
  }
  return /\.map$/i.test(decoded);
}

/**
 * Where an app's files are. DIST_DIR (or, with no release live, the app's dist folder) serves one build as it is;
 * otherwise the live release from the registry (or, given, another kept release), and any kept release under its
 * version.
 */
function filesOf(name, dir, registry) {
  const app = appName(name);
  const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(dir, 'dist');
  const live = () => (process.env.DIST_DIR ? undefined : registry?.().apps[app]?.live);
  // A release never changes once made, so one found on disk is not looked for again.
  const found = new Set();
  const keptDir = (version) => {
    if (process.env.DIST_DIR || !versionPattern.test(version)) return null;
    const folder = releaseDir(app, version);
    if (!found.has(version) && !fs.existsSync(path.join(folder, 'release.json'))) return null;
    found.add(version);
    return folder;
  };
  /** The bucket address of a release not on this machine (`chosen`, else the live one), or null. */
  const bucketUrl = (chosen) => {
    const version = chosen ?? live();
    if (!version || process.env.DIST_DIR || keptDir(version)) return null;
    return releaseOrigin(app, version)?.url ?? null;
  };
  return {
    liveDir: (chosen) => {
      const kept = chosen && chosen !== live() ? keptDir(chosen) : null;
      if (kept) return kept;
      const version = live();
      return version ? releaseDir(app, version) : dist;
    },
    releaseDir: keptDir,
    bucketUrl,
    liveInBucket: () => bucketUrl(undefined) !== null,
    describe: () => {
      const version = live();
      return version ? `${appReleasesDir(app)} (live: ${version})` : dist;
    },
  };
}

/** The origins the portal's pages are served from: PORTAL_ORIGINS (comma-separated), else the host's own. */
function portalOrigins() {
  const listed = (process.env.PORTAL_ORIGINS ?? '').split(',').map((origin) => origin.trim());
  const hostPort = ports.host;
  const own = [bindHost, '127.0.0.1', 'localhost'].map((name) => `http://${name}:${hostPort}`);
  return new Set(listed.some(Boolean) ? listed.filter(Boolean) : own);
}

module.exports = { serveApp, ports, bindHost };
