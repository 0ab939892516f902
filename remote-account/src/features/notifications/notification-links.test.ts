import { describe, expect, it } from '@jest/globals';
import { adTarget, notificationPath, orderPath } from './notification-links';

const origin = 'https://portal.example.com';

describe('notification links', () => {
  it('opens ads, transactions and the rest on their own pages', () => {
    expect(notificationPath({ id: 4, type: 'ads' })).toBe('/profile/notification/ads-detail?id=4');
    expect(notificationPath({ id: 5, type: 'transaction' })).toBe('/profile/notification/tran-detail?id=5');
    expect(notificationPath({ id: 6, type: 'general' })).toBe('/profile/notification/detail?id=6');
  });

  it('links a transaction to its order, when it names one', () => {
    expect(orderPath(812)).toBe('/profile/order-history/detail/812');
    expect(orderPath(null)).toBeNull();
  });

  it('routes same-origin ad links inside the portal and sends others away', () => {
    expect(adTarget('/product/package-promotion/7', origin)).toEqual({
      kind: 'internal',
      path: '/product/package-promotion/7',
    });
    expect(adTarget(`${origin}/promotion/list?x=1`, origin)).toEqual({
      kind: 'internal',
      path: '/promotion/list?x=1',
    });
    expect(adTarget('https://shop.example.org/sale', origin)).toEqual({
      kind: 'external',
      url: 'https://shop.example.org/sale',
    });
  });

  it('ignores empty, script and unreadable links', () => {
    for (const link of [null, '', '  ', 'javascript:alert(1)', 'http://[bad', 'mailto:a@b.c']) {
      expect(adTarget(link, origin)).toBeNull();
    }
  });
});
