// What the host's development server answers beyond webpack's files, from the same functions the production server
// (serve.cjs) serves: the runtime configuration, the app's documents, and every page drawn with its head and first
// screen (draw-page.cjs) around the index.html webpack has just built. No Content-Security-Policy: a development
// build runs eval'd modules and talks to each dev server's hot-reload socket.
const path = require('node:path');
const { drawPage } = require('./draw-page.cjs');
const { newNonce } = require('./security-headers.cjs');

/** Paths the dev server itself answers or forwards (the API, its hot-reload socket). */
const notPages = /^\/(client|admin-api|ws|webpack-dev-server)(\/|$)/;

/** An Express request as the app's functions read a Fastify one. */
const asRequest = (req) => {
  const host = req.headers.host ?? '';
  return {
    url: req.originalUrl ?? req.url,
    headers: req.headers,
    protocol: req.protocol ?? 'http',
    host,
    hostname: host.replace(/:\d+$/, ''),
    ip: req.socket?.remoteAddress,
  };
};

/**
 * webpack-dev-server's `setupMiddlewares` for an app whose server writes its pages (the host).
 * @param {object} options
 * @param {(request: any) => unknown} [options.runtimeConfig]
 * @param {(request: any, served: { liveDir: string }) => string | Promise<string>} [options.head]
 * @param {(request: any) => string | Promise<string>} [options.firstScreen]
 * @param {Record<string, { type: string, body: (request: any) => Promise<string | null> }>} [options.documents]
 * @param {string} options.liveDir  where the dev build is also written to disk (what `head` reads from a build)
 */
function devPages({ runtimeConfig, head, firstScreen, documents = {}, liveDir }) {
  /** @type {(middlewares: any[], devServer: any) => any[]} */
  return (middlewares, devServer) => {
    const built = () =>
      new Promise((resolve) => devServer.middleware.waitUntilValid(() => resolve(undefined)));
    const indexHtml = () =>
      devServer.middleware.context.outputFileSystem
        .readFileSync(path.join(devServer.compiler.outputPath, 'index.html'))
        .toString();

    const serve = async (req, res) => {
      const pathname = (req.originalUrl ?? req.url).split('?')[0];
      const request = asRequest(req);
      if (pathname === '/runtime-config.json' && runtimeConfig) {
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        return res.end(JSON.stringify(await runtimeConfig(request)));
      }
      const document = documents[pathname];
      if (document) {
        const body = await document.body(request);
        if (body === null) return res.writeHead(503, { 'Retry-After': '600' }).end();
        res.setHeader('Content-Type', document.type);
        return res.end(body);
      }
      if (notPages.test(pathname) || path.extname(pathname)) return false;
      await built();
      const page = await drawPage(indexHtml(), request, { head, firstScreen, liveDir, nonce: newNonce() });
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(req.method === 'HEAD' ? undefined : page);
    };

    middlewares.unshift({
      name: 'portal-pages',
      middleware: (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        serve(req, res).then((answered) => answered === false && next(), next);
      },
    });
    return middlewares;
  };
}

module.exports = { devPages, asRequest };
