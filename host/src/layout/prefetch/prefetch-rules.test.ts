import { describe, expect, it } from '@jest/globals';
import { mayPrefetch, sectionFiles } from './prefetch-rules';

describe('link prefetching', () => {
  it('prefetches online, but not offline, on 2G or with data saving on', () => {
    expect(mayPrefetch({ onLine: true })).toBe(true);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(mayPrefetch({ onLine: false })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '3g', saveData: true } })).toBe(false);
  });

  it("takes a section's entry and its routes' files from the manifest, beside the manifest", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        { name: 'Other', path: './Other', assets: { js: { sync: ['other.1.js'] } } },
        {
          name: 'routes',
          path: './routes',
          assets: { js: { sync: ['routes.a1b2c3d4.js'] }, css: { sync: ['routes.e5f6a7b8.css'] } },
        },
      ],
    };
    expect(sectionFiles(manifest, 'http://127.0.0.1:3003/mf-manifest.json')).toEqual([
      'http://127.0.0.1:3003/remoteEntry.js',
      'http://127.0.0.1:3003/routes.a1b2c3d4.js',
      'http://127.0.0.1:3003/routes.e5f6a7b8.css',
    ]);
    expect(sectionFiles({}, 'http://127.0.0.1:3003/mf-manifest.json')).toEqual([]);
  });
});
