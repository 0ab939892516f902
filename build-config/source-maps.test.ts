/** @jest-environment node */
// Source maps are for staff, never served: a production build through the portal's own factory (as `pnpm build` and
// `pnpm release` run it) leaves none in the folder the servers serve, and the app servers refuse any left there.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import webpack from 'webpack';
import { expect } from '../test/support/expect';
import { serveApp } from './serve.cjs';
import { createWebpackConfig } from './webpack.cjs';

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** Runs `body` with these environment variables set, and puts them back after. */
const withEnv = async <T>(env: Record<string, string>, body: () => Promise<T>) => {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await body();
  } finally {
    for (const [name, value] of Object.entries(before))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
};

describe('a production build', () => {
  let dir: string;
  const served = () => path.join(dir, 'served');
  const kept = () => path.join(dir, 'maps');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-source-maps-'));
    await mkdir(path.join(dir, 'src'));
    await writeFile(
      path.join(dir, 'src/index.ts'),
      "const total = (cents: number[]) => cents.reduce((sum, one) => sum + one, 0);\nvoid import('./later').then((later) => later.show(total([250, 125])));\n",
    );
    await writeFile(
      path.join(dir, 'src/later.ts'),
      'export const show = (cents: number) => console.log(cents);\n',
    );
    await withEnv({ OUT_DIR: served(), SOURCE_MAPS_OUT_DIR: kept() }, () => {
      const configs = createWebpackConfig({
        name: 'remote-shop',
        dir,
        federationName: 'mapsProbe',
        exposes: { './later': './src/later.ts' },
      })({}, { mode: 'production' });
      const compiler = webpack(configs as webpack.Configuration[]);
      return new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) =>
          compiler.close(() =>
            error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
          ),
        ),
      );
    });
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves no source map in the folder the servers serve, and no script names one', async () => {
    const files = await filesUnder(served());
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts).toEqual(expect.arrayContaining(['main.js', 'remoteEntry.js', 'federation-core.js']));
    expect(files.filter((file) => /\.map(\.gz|\.br)?$/.test(file))).toEqual([]);
    for (const script of scripts)
      expect(await readFile(path.join(served(), script), 'utf8'), script).not.toContain('sourceMappingURL');
  });

  it('keeps each script’s source map aside, for staff to read a stack trace with', async () => {
    const scripts = (await filesUnder(served())).filter((file) => file.endsWith('.js'));
    const maps = await filesUnder(kept());
    expect(maps).toEqual(expect.arrayContaining(['main.js.map', 'federation-core.js.map']));
    expect(maps.length).toBeGreaterThan(2);
    for (const map of maps) expect(scripts, map).toContain(map.replace(/\.map$/, ''));
    const main = JSON.parse(await readFile(path.join(kept(), 'main.js.map'), 'utf8')) as {
      file: string;
      sources: string[];
    };
    expect(main.file).toBe('main.js');
    expect(main.sources.some((source) => source.endsWith('src/index.ts'))).toBe(true);
  });
});

describe('the app servers', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof serveApp>>;
  let origin: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-serve-maps-'));
    // A build from before maps were kept aside, still on a server's disk.
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dir, 'main.js'), 'console.log(1);\n//# sourceMappingURL=main.js.map\n');
    await writeFile(path.join(dir, 'main.js.map'), '{"version":3,"sources":["src/index.ts"],"mappings":""}');
    app = await withEnv({ DIST_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' }, () =>
      serveApp({ name: 'remote-shop', dir }),
    );
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuse a source map found in the folder they serve, and still serve its script', async () => {
    expect((await fetch(`${origin}/main.js`)).status).toBe(200);
    for (const url of ['/main.js.map', '/main.js.map?x=1', '/main.js.%6Dap'])
      expect((await fetch(`${origin}${url}`)).status, url).toBe(404);
  });
});
