import type { ProductDetail, ProductVariant } from '@portal/shared/contract';
import type { Crumb } from './breadcrumb-trail';

/** Where and in which language the page is read; addresses in structured data are absolute. */
export type PageContext = { origin: string; language: string };

/**
 * `path` in `language`: a language other than English is named with ?lang=, the address the host's server gives
 * that page (host/site-urls.cjs; host/page-meta.test.ts checks that the two agree).
 */
export const pageUrl = (origin: string, path: string, language: string) =>
  `${origin}${path}${language === 'en' ? '' : `${path.includes('?') ? '&' : '?'}lang=${language}`}`;

const absolute = (origin: string, url: string) => new URL(url, `${origin}/`).href;

/** schema.org BreadcrumbList of a trail, each step at its address in the page's language. */
export const breadcrumbListJsonLd = (trail: Crumb[], { origin, language }: PageContext) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: pageUrl(origin, crumb.path, language),
  })),
});

/**
 * schema.org Product of the page: the chosen variant's offer, else the product's own (its "from" price and its
 * stock over all variants). Prices are those the page shows its visitor; crawlers see a guest's.
 */
export const productJsonLd = (
  product: ProductDetail,
  variant: ProductVariant | null,
  { origin, language }: PageContext,
) => {
  const sku = (
    variant ??
    product.variants.find((candidate) => candidate.id === product.defaultVariantId) ??
    product.variants[0]
  )?.sku;
  const stock = variant ? variant.stock : product.stock;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(sku ? { sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    image: product.images.map((image) => absolute(origin, image.url)),
    offers: {
      '@type': 'Offer',
      url: pageUrl(origin, `/product/${product.id}`, language),
      price: ((variant?.price ?? product.price) / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: `https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`,
    },
  };
};

/** JSON for a `<script type="application/ld+json">`: no `<`, so no text can close the element. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replaceAll('<', '\\u003c');
