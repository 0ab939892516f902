import { describe, expect, it } from '@jest/globals';
import { filesOf } from './section-files.cjs';

const manifest = (publicPath: string) => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['__federation_expose_routes.5a02d8d7.js'], async: ['5795.bda92202.js'] },
        css: { sync: ['routes.136ceed9.css'], async: ['5795.136ceed9.css'] },
      },
    },
  ],
});

describe('the files a section first fetches', () => {
  it('are the entry and the routes module’s own files, beside the manifest when its public path is auto', () => {
    expect(filesOf(manifest('auto'), 'http://127.0.0.1:3001/mf-manifest.json')).toEqual({
      scripts: [
        'http://127.0.0.1:3001/remoteEntry.js',
        'http://127.0.0.1:3001/__federation_expose_routes.5a02d8d7.js',
      ],
      styles: ['http://127.0.0.1:3001/routes.136ceed9.css'],
    });
  });

  it('follow a public path the remote was built with', () => {
    const files = filesOf(
      manifest('https://cdn.example.com/shop/'),
      'https://shop.example.com/mf-manifest.json',
    );
    expect(files?.scripts[0]).toBe('https://cdn.example.com/shop/remoteEntry.js');
  });

  it('are unknown for a manifest without an entry or routes', () => {
    expect(filesOf({ metaData: {} }, 'http://127.0.0.1:3001/mf-manifest.json')).toBeNull();
    expect(
      filesOf({ ...manifest('auto'), exposes: [] }, 'http://127.0.0.1:3001/mf-manifest.json'),
    ).toBeNull();
  });
});
