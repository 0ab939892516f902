import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('the run-time manifest', () => {
  it('gives each known section its manifest URL', () => {
    const remotes = {
      shop: 'http://127.0.0.1:3001/mf-manifest.json',
      academy: 'https://academy.example.com/mf-manifest.json',
    };
    expect(parseRuntimeConfig({ remotes })).toEqual(remotes);
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
