import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { fontPreloads } from './font-preloads.cjs';

const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'font-preloads-'));
afterAll(() => fs.rmSync(builds, { recursive: true, force: true }));

/** A build folder with `index.html` loading `<publicPath>main.js` and the given files under `assets/`. */
function build(name: string, publicPath: string, assets: string[]) {
  const dir = path.join(builds, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><script defer="defer" src="${publicPath}main.js"></script></head><body></body></html>`,
  );
  for (const file of assets) fs.writeFileSync(path.join(dir, 'assets', file), '');
  return dir;
}

const fonts = [
  'noto-sans-khmer-khmer-400-normal.ffc239aa.woff2',
  'noto-sans-khmer-khmer-400-normal.a453d52f.woff',
  'noto-sans-khmer-khmer-700-normal.49c34103.woff2',
  'noto-sans-khmer-khmer-700-normal.9107ca45.woff',
  'logo.5d41402a.svg',
];

describe('the Khmer font preloads', () => {
  it('name the regular and bold woff2 faces under the release’s own folder, for a page in Khmer', () => {
    const release = build('release', '/1.0.0-20261126120000-abc1234/', fonts);
    expect(fontPreloads(release, 'km')).toBe(
      '<link rel="preload" href="/1.0.0-20261126120000-abc1234/assets/noto-sans-khmer-khmer-400-normal.ffc239aa.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/1.0.0-20261126120000-abc1234/assets/noto-sans-khmer-khmer-700-normal.49c34103.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it('follow a build served at the root', () => {
    expect(fontPreloads(build('dist', '/', fonts), 'km')).toContain(
      'href="/assets/noto-sans-khmer-khmer-400-normal.ffc239aa.woff2"',
    );
  });

  it('are none for a page in another language, or a build without the font', () => {
    expect(fontPreloads(build('english', '/', fonts), 'en')).toBe('');
    expect(fontPreloads(build('no-fonts', '/', ['logo.5d41402a.svg']), 'km')).toBe('');
    expect(fontPreloads(path.join(builds, 'missing'), 'km')).toBe('');
  });
});
