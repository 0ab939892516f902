import { describe, expect, it } from '@jest/globals';
import { bannerRunsOn, moveBanner } from './banner-order';

describe('ordering the home slider', () => {
  it('moves a slide one place up or down', () => {
    expect(moveBanner([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveBanner([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });

  it('leaves the order as it is at either end', () => {
    expect(moveBanner([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveBanner([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('whether a slide runs today', () => {
  const banner = { isActive: true, startDate: '2026-05-01', endDate: '2026-05-31' };
  it('runs from its first to its last day, both included', () => {
    expect(bannerRunsOn(banner, '2026-05-01')).toBe(true);
    expect(bannerRunsOn(banner, '2026-05-31')).toBe(true);
    expect(bannerRunsOn(banner, '2026-06-01')).toBe(false);
    expect(bannerRunsOn(banner, '2026-04-30')).toBe(false);
  });

  it('never runs when hidden, and always runs without days', () => {
    expect(bannerRunsOn({ ...banner, isActive: false }, '2026-05-10')).toBe(false);
    expect(bannerRunsOn({ isActive: true, startDate: null, endDate: null }, '1999-01-01')).toBe(true);
  });
});
