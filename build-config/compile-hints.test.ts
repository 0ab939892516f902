/** @jest-environment node */
// webpack runs here as it does in a build: under Node, not in a page.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { expect } from '../test/support/expect';
import { CompileHintsPlugin, hint } from './compile-hints.cjs';

/** A minified production build of two entries, with source maps and the plugin. */
const build = (dir: string) =>
  new Promise<void>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './main.js', other: './other.js' },
        devtool: 'source-map',
        output: { path: path.join(dir, 'dist'), filename: '[name].js' },
        optimization: { minimizer: [new TerserPlugin({ extractComments: false })] },
        plugins: [new CompileHintsPlugin()],
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else resolve();
      },
    );
  });

describe('the compile hint', () => {
  let dir: string;
  const output = (name: string) => readFile(path.join(dir, 'dist', name), 'utf8');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-compile-hints-'));
    await writeFile(
      path.join(dir, 'main.js'),
      'const times = (a, b) => a * b;\nglobalThis.answer = times(6, 7);\n',
    );
    await writeFile(path.join(dir, 'other.js'), 'globalThis.other = true;\n');
    await build(dir);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('opens every JavaScript file the build writes', async () => {
    for (const name of ['main.js', 'other.js'])
      expect((await output(name)).startsWith(hint), name).toBe(true);
  });

  it('leaves the code minified and working, and its source map pointing past the hint', async () => {
    const code = await output('main.js');
    expect(code.split('\n')).toHaveLength(3);
    const context: { answer?: number } = {};
    runInNewContext(code, context);
    expect(context.answer).toBe(42);
    const map = JSON.parse(await output('main.js.map')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });
});
