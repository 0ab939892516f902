import { beforeEach, describe, expect, it } from '@jest/globals';
import { createStore } from 'jotai';
import { addRecentSearchAtom, clearRecentSearchesAtom, recentSearchesAtom } from './recent-searches';

beforeEach(() => localStorage.clear());

const searchAll = (store: ReturnType<typeof createStore>, terms: string[]) => {
  for (const term of terms) store.set(addRecentSearchAtom, term);
};

describe('recent searches (spec section 9)', () => {
  it('keeps the last 5 searches, newest first', () => {
    const store = createStore();
    searchAll(store, ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(store.get(recentSearchesAtom)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('keeps each search once, moving a repeated one to the front', () => {
    const store = createStore();
    searchAll(store, ['latte', 'mocha', ' latte ']);
    expect(store.get(recentSearchesAtom)).toEqual(['latte', 'mocha']);
  });

  it('ignores blank searches', () => {
    const store = createStore();
    searchAll(store, ['  ', '']);
    expect(store.get(recentSearchesAtom)).toEqual([]);
  });

  it("stores them comma-separated under 'recentSearches' and reads them back", () => {
    searchAll(createStore(), ['espresso', 'cold brew', 'beans, whole']);
    expect(localStorage.getItem('recentSearches')).toBe('beans  whole,cold brew,espresso');
    expect(createStore().get(recentSearchesAtom)).toEqual(['beans  whole', 'cold brew', 'espresso']);
  });

  it('clears the list and its stored copy', () => {
    const store = createStore();
    searchAll(store, ['latte']);
    store.set(clearRecentSearchesAtom);
    expect(store.get(recentSearchesAtom)).toEqual([]);
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });
});
