/** @jest-environment node */
// webpack runs here as it does in a build: under Node, not in a page.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import webpack from 'webpack';
import { expect } from '../test/support/expect';
import { withoutAxiosFetchAdapter } from './axios-without-fetch.cjs';

const sharedModules = path.resolve(__dirname, '../shared/node_modules');

// What the page's axios takes in a browser, and whether it offers its fetch adapter.
const entry = `import axios from 'axios';
globalThis.chosen = axios.getAdapter(axios.defaults.adapter).adapterName;
try {
  axios.getAdapter('fetch');
  globalThis.fetchAdapter = 'offered';
} catch {
  globalThis.fetchAdapter = 'not offered';
}`;

/** A production build of the entry for the browser; its file and the axios modules in it. */
const build = (dir: string, plugins: webpack.WebpackPluginInstance[]) =>
  new Promise<{ code: Promise<string>; modules: string[] }>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        target: 'web',
        context: dir,
        entry: './main.js',
        output: { path: path.join(dir, `dist-${plugins.length}`), filename: 'main.js' },
        resolve: { modules: [sharedModules, 'node_modules'] },
        optimization: { concatenateModules: false },
        plugins,
      },
      (error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        const modules = (stats.toJson({ modules: true }).modules ?? [])
          .map((module) => module.name ?? '')
          .filter((name) => name.includes('axios'));
        resolve({ code: readFile(path.join(dir, `dist-${plugins.length}`, 'main.js'), 'utf8'), modules });
      },
    );
  });

/** Runs a build in a page-like context: XMLHttpRequest and fetch, as a browser has them. */
const run = (code: string) => {
  const page: Record<string, unknown> = {
    XMLHttpRequest: class {},
    ...{ fetch, Request, Response, ReadableStream, TextEncoder, URL, URLSearchParams, FormData, Blob },
    document: {},
    location: { href: 'http://127.0.0.1:3000/' },
  };
  page.window = page;
  page.globalThis = page;
  runInNewContext(code, page);
  return { chosen: page.chosen, fetchAdapter: page.fetchAdapter };
};

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'axios-without-fetch-'));
  await writeFile(path.join(dir, 'main.js'), entry);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('axios without its fetch adapter', () => {
  it('leaves the fetch adapter and its helpers out, and the page still sends through XMLHttpRequest', async () => {
    const plain = await build(dir, []);
    const trimmed = await build(dir, [withoutAxiosFetchAdapter()]);
    expect(plain.modules.some((name) => name.endsWith('adapters/fetch.js'))).toBe(true);
    expect(
      trimmed.modules.filter((name) => /adapters\/fetch\.js|trackStream|composeSignals/.test(name)),
    ).toEqual([]);
    expect(run(await plain.code)).toEqual({ chosen: 'xhr', fetchAdapter: 'offered' });
    expect(run(await trimmed.code)).toEqual({ chosen: 'xhr', fetchAdapter: 'not offered' });
  }, 60_000);
});
