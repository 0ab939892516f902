import { describe, expect, it } from '@jest/globals';
import { appLinkFor, parseAppScheme, productIdOf } from './app-link';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('the app link of a product page', () => {
  it('reads the id of both product URLs, and of nothing else under /product', () => {
    expect(productIdOf('/product/ratanakiri-robusta/12')).toBe('12');
    expect(productIdOf('/product/12')).toBe('12');
    expect(productIdOf('/product/category/12')).toBeNull();
    expect(productIdOf('/product/package-promotion/7')).toBeNull();
    expect(productIdOf('/product/best-seller')).toBeNull();
    expect(productIdOf('/product/espresso/abc')).toBeNull();
    expect(productIdOf('/cart')).toBeNull();
  });

  it('sends phones and tablets to the app with the id as a query parameter, never a desktop', () => {
    expect(appLinkFor('/product/espresso/12', iPhone, 'coffeeportal')).toBe('coffeeportal://product?id=12');
    expect(appLinkFor('/product/12', android, 'coffeeportal')).toBe('coffeeportal://product?id=12');
    expect(appLinkFor('/product/12', desktop, 'coffeeportal')).toBeNull();
    expect(appLinkFor('/product/12', iPhone, undefined)).toBeNull();
    expect(appLinkFor('/showroom', iPhone, 'coffeeportal')).toBeNull();
  });

  it('takes the scheme from the runtime configuration only when it is a valid scheme', () => {
    expect(parseAppScheme({ appScheme: 'coffeeportal' })).toBe('coffeeportal');
    expect(parseAppScheme({ appScheme: 'javascript:alert(1)//' })).toBeUndefined();
    expect(parseAppScheme({ appScheme: '' })).toBeUndefined();
    expect(parseAppScheme({})).toBeUndefined();
  });
});
