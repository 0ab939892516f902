import { describe, expect, it } from 'vitest';
import { sectionOf } from './route-table';

describe('route ownership', () => {
  it.each([
    ['/', 'shop'],
    ['/product/category/3', 'shop'],
    ['/product/arabica-blend/12', 'shop'],
    ['/cart/checkout', 'shop'],
    ['/showroom/detail', 'shop'],
    ['/profile/order-history/detail/9', 'account'],
    ['/delete-account', 'account'],
    ['/service/tutorial', 'services'],
    ['/academy/candidate-pool/create-candidate-pool', 'academy'],
    ['/admin', 'admin'],
    ['/admin/business-partners', 'admin'],
  ])('gives %s to the %s section', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it.each([
    '/login',
    '/delivery-options',
    '/about-us',
    '/contact-us',
    '/help-centre',
    '/no-such-page',
    '/favorites',
  ])('leaves %s to the host', (path) => {
    expect(sectionOf(path)).toBeUndefined();
  });
});
