// Serves one production build: precompressed files, stable entry files (remoteEntry.js, mf-manifest.json,
// runtime-config.json, main.js, index.html) revalidated on every load, hashed chunks cached for a year,
// the page for unknown paths (history-mode routing), and /client forwarded to the API so the browser stays
// same-origin. Remotes answer cross-origin reads of their manifest (CORS) because the host fetches it.
const path = require('node:path');
const fs = require('node:fs');
const Fastify = require('fastify');
const { paintFirst } = require('./paint-first.cjs');
const { ports, bindHost, apiUrl } = require('./ports.cjs');

const hashed = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|jpe?g|webp)(\.gz|\.br)?$/;

/**
 * @param {object} options
 * @param {string} options.name  package name, e.g. 'host'
 * @param {string} options.dir   package directory
 * @param {(request: import('fastify').FastifyRequest) => unknown} [options.runtimeConfig]
 * @param {(request: import('fastify').FastifyRequest) => string | Promise<string>} [options.head]  more of the page's <head>, per request
 * @param {(request: import('fastify').FastifyRequest) => string | Promise<string>} [options.firstScreen]  markup the
 *   page shows inside its root element until the app draws itself, per request; its first picture is painted before
 *   the app starts (paint-first.cjs)
 */
async function serveApp({ name, dir, runtimeConfig, head, firstScreen }) {
  const root = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(dir, 'dist');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${name}: no build in ${root}; run the build first`);
  }
  const port = Number(process.env.PORT ?? ports[name]);
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });

  await app.register(require('@fastify/static'), {
    root,
    preCompressed: true,
    wildcard: true,
    // The page itself goes through the not-found handler below, which can add to its <head>.
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
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
      return runtimeConfig(request);
    });
  }

  /** The page, for every path the app routes itself (history mode), with what `head` and `firstScreen` add. */
  const sendPage = async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    if (!head && !firstScreen) return reply.sendFile('index.html');
    const page = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    const [more, screen] = await Promise.all([head?.(request) ?? '', firstScreen?.(request) ?? '']);
    const drawn = page
      .replace('</head>', `${more}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${screen}</div>`);
    return reply.type('text/html; charset=utf-8').send(screen ? paintFirst(drawn) : drawn);
  };
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage)
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    return sendPage(request, reply);
  });

  await app.listen({ port, host: bindHost });
  console.log(`${name} serving ${root} at http://${bindHost}:${port}`);

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}

module.exports = { serveApp, ports, bindHost };
