import { beforeEach, describe, expect, it } from '@jest/globals';
import { createStore } from 'jotai';
import { accessTokenAtom, isLoggedInAtom } from './session-atoms';

beforeEach(() => localStorage.clear());

describe('login state (spec section 4)', () => {
  it('is logged in when an access token is in storage', () => {
    localStorage.setItem('accessToken', 'stored-token');
    const store = createStore();
    expect(store.get(accessTokenAtom)).toBe('stored-token');
    expect(store.get(isLoggedInAtom)).toBe(true);
  });

  it('is a guest without a token, and writes a new token through to storage', () => {
    const store = createStore();
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(accessTokenAtom, 'fresh');
    expect(localStorage.getItem('accessToken')).toBe('fresh');
    store.set(accessTokenAtom, null);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
  });
});
