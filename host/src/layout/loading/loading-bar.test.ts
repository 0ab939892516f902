import { describe, expect, it } from 'vitest';
import { loadingBarVisible } from './loading-bar';

describe('the loading bar (spec section 9)', () => {
  it('stays hidden for work shorter than 200 ms', () => {
    expect(loadingBarVisible(true, 0)).toBe(false);
    expect(loadingBarVisible(true, 199)).toBe(false);
  });
  it('shows once the work lasts 200 ms, and goes when it ends', () => {
    expect(loadingBarVisible(true, 200)).toBe(true);
    expect(loadingBarVisible(false, 5_000)).toBe(false);
  });
});
