/** @jest-environment node */
// `pnpm dev` runs every app on webpack-dev-server with hot module replacement and React Fast Refresh; a production
// build (and `webpack serve --mode production`) carries none of it. The host's dev server answers the runtime
// configuration and draws its pages with the functions its production server uses.
import { describe, it } from '@jest/globals';
import type { Configuration } from 'webpack';
import { expect } from '../test/support/expect';
import { type DevMiddleware, devPages } from './dev-pages.cjs';
import { createWebpackConfig } from './webpack.cjs';

const academy = createWebpackConfig({
  name: 'remote-academy',
  dir: __dirname,
  federationName: 'academy',
  exposes: { './routes': './src/routes.tsx' },
});
const appOf = (env: { WEBPACK_SERVE?: boolean }, mode: string) => {
  const built = academy(env, { mode });
  return (Array.isArray(built) ? built[0] : built) as Configuration & {
    devServer: { hot?: boolean; client: { webSocketURL: object } };
  };
};
const refreshOf = (config: Configuration) =>
  JSON.stringify(config.module?.rules).match(/"refresh":(true|false)/)?.[1];
const refreshPlugins = (config: Configuration) =>
  (config.plugins ?? []).filter((plugin) => plugin?.constructor.name === 'ReactRefreshPlugin');
const refreshAliases = (config: Configuration) =>
  Object.keys(config.resolve?.alias ?? {}).filter((name) => name.includes('react-refresh'));

describe('hot reload', () => {
  it('is off in a production build, and in a production build served by webpack serve', () => {
    for (const env of [{}, { WEBPACK_SERVE: true }]) {
      const app = appOf(env, 'production');
      expect(refreshOf(app), JSON.stringify(env)).toBe('false');
      expect(refreshPlugins(app), JSON.stringify(env)).toEqual([]);
      expect(refreshAliases(app), JSON.stringify(env)).toEqual([]);
      expect(app.output?.path, JSON.stringify(env)).toBe(`${__dirname}/dist`);
    }
  });

  it('is off in a development build without the dev server', () => {
    const app = appOf({}, 'development');
    expect(refreshOf(app)).toBe('false');
    expect(refreshPlugins(app)).toEqual([]);
  });

  it('refreshes components in place under webpack serve, through its own server’s socket and one runtime', () => {
    const app = appOf({ WEBPACK_SERVE: true }, 'development');
    expect(refreshOf(app)).toBe('true');
    expect(refreshPlugins(app)).toHaveLength(1);
    expect(app.devServer.hot).toBe(true);
    expect(app.devServer.client.webSocketURL).toMatchObject({ port: 3004, pathname: '/ws' });
    expect(refreshAliases(app)).toHaveLength(2);
    // A development build is never written where a production one is served from.
    expect(app.output?.path).toBe(`${__dirname}/dist-dev`);
  });
});

describe('the host’s dev pages', () => {
  const built = '<html><head><title>Coffee Portal</title></head><body><div id="root"></div></body></html>';
  const devServer = {
    middleware: {
      waitUntilValid: (done: () => void) => done(),
      context: { outputFileSystem: { readFileSync: () => Buffer.from(built) } },
    },
    compiler: { outputPath: '/dev-build' },
  };
  const pages = devPages({
    runtimeConfig: (request) => ({
      remotes: { academy: `http://${request.hostname}:3004/mf-manifest.json` },
    }),
    head: (request, { liveDir }) => `<meta name="page" content="${request.url} ${liveDir}">`,
    firstScreen: () => '<p>first screen</p>',
    documents: { '/robots.txt': { type: 'text/plain', body: async () => 'User-agent: *' } },
    liveDir: '/dev-build',
  })([], devServer)[0] as DevMiddleware;

  const get = (url: string) =>
    new Promise<{ body: string; headers: Record<string, string>; passed: boolean }>((resolve) => {
      const headers: Record<string, string> = {};
      const res = {
        setHeader: (name: string, value: string) => {
          headers[name.toLowerCase()] = value;
        },
        writeHead: () => res,
        end: (body?: string) => resolve({ body: body ?? '', headers, passed: false }),
      };
      const req = {
        method: 'GET',
        url,
        originalUrl: url,
        headers: { host: '127.0.0.1:3000' },
        protocol: 'http',
      };
      pages.middleware(req, res, () => resolve({ body: '', headers, passed: true }));
    });

  it('answers the runtime configuration', async () => {
    const answer = await get('/runtime-config.json');
    expect(JSON.parse(answer.body)).toEqual({
      remotes: { academy: 'http://127.0.0.1:3004/mf-manifest.json' },
    });
  });

  it('draws a page with its head and first screen around the dev build’s index.html', async () => {
    const answer = await get('/academy/video-tutorial?x=1');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain(
      '<meta name="page" content="/academy/video-tutorial?x=1 /dev-build"></head>',
    );
    expect(answer.body).toContain('<div id="root"><p>first screen</p></div>');
  });

  it('answers its documents, and leaves files and the API to the dev server', async () => {
    expect((await get('/robots.txt')).body).toBe('User-agent: *');
    for (const url of ['/main.js', '/client/settings', '/admin-api/me'])
      expect((await get(url)).passed, url).toBe(true);
  });
});
