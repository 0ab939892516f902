import { describe, expect, it } from '@jest/globals';
import { adPhase, adTarget, adTiming, adWelcomeOn, pickBanner } from './ad-rules';

describe('picking the popup banner (spec section 4)', () => {
  it('picks one of the list by the random number, none from an empty list', () => {
    const banners = ['a', 'b', 'c'];
    expect(pickBanner(banners, 0)).toBe('a');
    expect(pickBanner(banners, 0.5)).toBe('b');
    expect(pickBanner(banners, 0.999)).toBe('c');
    expect(pickBanner([], 0.5)).toBeNull();
  });
});

describe('the popup timing (spec section 4)', () => {
  it('shows at once when showAfterSecond is 0', () => {
    const timing = adTiming({ showAfterSecond: 0, hideAfterSecond: 0 });
    expect(adPhase(timing, 0)).toBe('shown');
    expect(adPhase(timing, 3_600_000)).toBe('shown');
  });

  it('waits showAfterSecond seconds when it is positive', () => {
    const timing = adTiming({ showAfterSecond: 5, hideAfterSecond: 0 });
    expect(adPhase(timing, 4_999)).toBe('waiting');
    expect(adPhase(timing, 5_000)).toBe('shown');
  });

  it('hides hideAfterSecond seconds after it appeared when that is positive', () => {
    const timing = adTiming({ showAfterSecond: 5, hideAfterSecond: 30 });
    expect(timing).toEqual({ showAfterMs: 5_000, hideAfterMs: 30_000 });
    expect(adPhase(timing, 34_999)).toBe('shown');
    expect(adPhase(timing, 35_000)).toBe('gone');
  });

  it('treats a negative showAfterSecond as 0', () => {
    expect(adTiming({ showAfterSecond: -3, hideAfterSecond: -1 })).toEqual({
      showAfterMs: 0,
      hideAfterMs: null,
    });
  });
});

describe('the popup link (spec section 4)', () => {
  const origin = 'https://shop.example.com';

  it('routes a same-origin path inside the app, query and hash kept', () => {
    expect(adTarget('/product/category/104', origin)).toEqual({
      kind: 'route',
      path: '/product/category/104',
    });
    expect(adTarget('https://shop.example.com/promotion/list?x=1#top', origin)).toEqual({
      kind: 'route',
      path: '/promotion/list?x=1#top',
    });
    expect(adTarget('product/1', origin)).toEqual({ kind: 'route', path: '/product/1' });
  });

  it('navigates to another site', () => {
    expect(adTarget('https://www.facebook.com/coffeeportal', origin)).toEqual({
      kind: 'external',
      href: 'https://www.facebook.com/coffeeportal',
    });
    expect(adTarget('//evil.example/x', origin)).toEqual({
      kind: 'external',
      href: 'https://evil.example/x',
    });
  });

  it('ignores scripts, data, other schemes, unparseable and empty links', () => {
    expect(adTarget('javascript:alert(1)', origin)).toBeNull();
    expect(adTarget('data:text/html,<b>x</b>', origin)).toBeNull();
    expect(adTarget('mailto:a@b.kh', origin)).toBeNull();
    expect(adTarget('http://[::1', origin)).toBeNull();
    expect(adTarget('', origin)).toBeNull();
    expect(adTarget(null, origin)).toBeNull();
  });

  it('refuses a same-origin link hiding a backslash or a control character', () => {
    expect(adTarget('/\\evil.example', origin)).toBeNull();
    expect(adTarget('/promo\u0000', origin)).toBeNull();
  });
});

describe('where the popup may appear', () => {
  it('appears on the browsing pages: home, catalogue, product, search, promotions, showroom', () => {
    for (const path of [
      '/',
      '/product/category/3',
      '/product/package-promotion/7',
      '/product/best-seller',
      '/product/house-espresso-blend/12',
      '/product/12',
      '/search',
      '/promotion/list',
      '/showroom',
    ])
      expect([path, adWelcomeOn(path)]).toEqual([path, true]);
  });

  it('never over a task: cart, checkout and payment, the quote form, requests, account pages, sign-in', () => {
    for (const path of [
      '/cart',
      '/cart/checkout',
      '/cart/checkout/success/12',
      '/quick-order',
      '/quick-order/checkout',
      '/product/package-promotion/detail/4',
      '/product/special-blend',
      '/profile/order-history/detail/5',
      '/delete-account',
      '/service/checkup-request',
      '/academy/training-course/training-request',
      '/login',
      '/admin',
      '/no-such-page',
    ])
      expect([path, adWelcomeOn(path)]).toEqual([path, false]);
  });
});
