import { describe, expect, it } from '@jest/globals';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from './chunk-reload';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, v: string) => values.set(key, v),
  };
};

const chunkError = Object.assign(new Error('Loading chunk 812 failed.\n(missing: /812.js)'), {
  name: 'ChunkLoadError',
});

describe('a failed chunk load (spec section 8)', () => {
  it("is recognised by name or by the browsers' messages, and nothing else is", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk about-us failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the page at most once per 60 seconds', () => {
    const store = memory();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadForChunkError(chunkError, 1_000_000, store, reload)).toBe(true);
    expect(store.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadForChunkError(chunkError, 1_059_999, store, reload)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadForChunkError(chunkError, 1_060_000, store, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads for another error', () => {
    let reloads = 0;
    expect(reloadForChunkError(new Error('boom'), 0, memory(), () => reloads++)).toBe(false);
    expect(reloads).toBe(0);
  });
});
