import { describe, expect, it } from '@jest/globals';
import type { ProductDetail, ProductVariant } from '@portal/shared/contract';
import { breadcrumbListJsonLd, jsonLdText, pageUrl, productJsonLd } from './structured-data';

const origin = 'https://shop.example.com';
const variant = (id: number, sku: string, price: number, stock: number): ProductVariant => ({
  id,
  productId: 12,
  sku,
  name: '',
  optionValueIds: [],
  price,
  compareAtPrice: null,
  stock,
  stockState: stock > 0 ? 'inStock' : 'outOfStock',
});
const product = {
  id: 12,
  name: 'Mondulkiri Arabica',
  description: 'Bright and sweet.',
  brand: { id: 2, name: 'Coffee Portal Roasters' },
  images: [
    { url: '/client/upload/files/a.png', width: 600, height: 600 },
    { url: 'https://cdn.example.com/b.png', width: 600, height: 600 },
  ],
  price: 1250,
  stock: 9,
  defaultVariantId: 120,
  variants: [variant(120, 'MK-250', 1250, 9)],
} as unknown as ProductDetail;

describe('structured data', () => {
  it('describes a product with its brand, pictures, SKU and offer in dollars', () => {
    expect(productJsonLd(product, null, { origin, language: 'en' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Mondulkiri Arabica',
      description: 'Bright and sweet.',
      sku: 'MK-250',
      brand: { '@type': 'Brand', name: 'Coffee Portal Roasters' },
      image: ['https://shop.example.com/client/upload/files/a.png', 'https://cdn.example.com/b.png'],
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example.com/product/12',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it("offers the chosen variant, out of stock when it has none, at the Khmer page's address", () => {
    const chosen = variant(121, 'MK-1KG', 4000, 0);
    const data = productJsonLd({ ...product, brand: null, variants: [...product.variants, chosen] }, chosen, {
      origin,
      language: 'km',
    });
    expect(data.sku).toBe('MK-1KG');
    expect(data.brand).toBeUndefined();
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: 'https://shop.example.com/product/12?lang=km',
      price: '40.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('lists a breadcrumb trail in order, each step at its address', () => {
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'Arabica', path: '/product/category/101' },
      { name: 'Mondulkiri', path: '/product/12' },
    ];
    expect(breadcrumbListJsonLd(trail, { origin, language: 'km' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/?lang=km' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Arabica',
          item: 'https://shop.example.com/product/category/101?lang=km',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Mondulkiri',
          item: 'https://shop.example.com/product/12?lang=km',
        },
      ],
    });
  });

  it('is written so that no text can end its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('names a language other than English with ?lang=', () => {
    expect(pageUrl(origin, '/product/12', 'en')).toBe('https://shop.example.com/product/12');
    expect(pageUrl(origin, '/product/12', 'km')).toBe('https://shop.example.com/product/12?lang=km');
  });
});
