import { describe, expect, it } from '@jest/globals';
import { parseRuntimeConfig } from './runtime-config';

describe('the run-time manifest', () => {
  it('gives each known section its manifest URL', () => {
    const remotes = {
      shop: 'http://127.0.0.1:3001/mf-manifest.json',
      academy: 'https://academy.example.com/mf-manifest.json',
    };
    expect(parseRuntimeConfig({ remotes })).toEqual(remotes);
  });

  it('takes the manifest of each live release from the registry', () => {
    const remotes = {
      shop: {
        version: '1.0.0-20261124101500-abc1234',
        manifest: 'http://127.0.0.1:3001/1.0.0-20261124101500-abc1234/mf-manifest.json',
      },
      academy: { manifest: 'http://127.0.0.1:3004/mf-manifest.json' },
      account: { version: '1.0.0-20261124101500-abc1234' },
    };
    expect(parseRuntimeConfig({ remotes })).toEqual({
      shop: 'http://127.0.0.1:3001/1.0.0-20261124101500-abc1234/mf-manifest.json',
      academy: 'http://127.0.0.1:3004/mf-manifest.json',
    });
  });

  it('ignores unknown sections and empty or non-text URLs', () => {
    expect(
      parseRuntimeConfig({ remotes: { shop: '', account: 42, blog: 'http://x/mf-manifest.json' } }),
    ).toEqual({});
  });

  it('refuses a file that names no remotes', () => {
    expect(() => parseRuntimeConfig({})).toThrow('names no remotes');
    expect(() => parseRuntimeConfig(null)).toThrow('names no remotes');
  });
});
