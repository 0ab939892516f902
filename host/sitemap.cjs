// /sitemap.xml and /robots.txt, written by the host's server (the front door sends it every path but the API's and
// the release files'). The sitemap names each page in each language with its alternates, as Google asks for
// multilingual sites; robots.txt keeps crawlers out of the pages a visitor must sign in for, read from the route
// manifests.
const { manifests, accessOf } = require('./route-manifests.cjs');
const { languageUrls, pageUrl, languages } = require('./site-urls.cjs');

const pageSize = 200;
// A sitemap holds at most 50,000 addresses; each product takes one per language.
const maxProducts = 20_000;

const xml = (value) =>
  String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const categoryIds = (categories) =>
  (categories ?? []).flatMap((category) => [category.id, ...categoryIds(category.children)]);

/** Every product id, a page at a time; undefined when a page does not come. */
const productIds = async (read) => {
  const ids = [];
  for (let offset = 0; offset < maxProducts; offset += pageSize) {
    const page = await read(`/product?limit=${pageSize}&offset=${offset}&sort=newest`);
    if (!Array.isArray(page)) return undefined;
    ids.push(...page.map((product) => product.id));
    if (page.length < pageSize) break;
  }
  return ids;
};

const entries = (origin, path) => {
  const alternates = [
    ...languageUrls(origin, path).map(([code, href]) => [code, href]),
    ['x-default', pageUrl(origin, path, languages[0].code)],
  ]
    .map(([code, href]) => `<xhtml:link rel="alternate" hreflang="${code}" href="${xml(href)}"/>`)
    .join('');
  return languageUrls(origin, path).map(([, href]) => `<url><loc>${xml(href)}</loc>${alternates}</url>`);
};

/**
 * The sitemap: home, every category and every product, each in every language; null when the API does not answer
 * (the crawler comes back, rather than learn of a shop without products).
 * @param {string} origin
 * @param {(apiPath: string) => Promise<any>} read
 */
const sitemapXml = async (origin, read) => {
  const [categories, products] = await Promise.all([read('/category'), productIds(read)]);
  if (!Array.isArray(categories) || !products) return null;
  const paths = [
    '/',
    ...categoryIds(categories).map((id) => `/product/category/${id}`),
    ...products.map((id) => `/product/${id}`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths
    .flatMap((path) => entries(origin, path))
    .join('\n')}\n</urlset>\n`;
};

/** The fixed start of the paths a visitor must sign in for, one per area (a route's own page and all under it). */
const signedInPaths = () => {
  const prefixes = Object.entries(manifests).flatMap(([section, manifest]) =>
    manifest.routes
      .filter((route) => (route.access ?? accessOf(section)) !== 'public')
      .map((route) => route.path.split('/:')[0]),
  );
  const sorted = [...new Set(prefixes)].sort();
  return sorted.filter(
    (path) => !sorted.some((shorter) => shorter !== path && path.startsWith(`${shorter}/`)),
  );
};

/** robots.txt: every crawler, everywhere but the signed-in pages, and where the sitemap is. */
const robotsTxt = (origin) =>
  `User-agent: *\n${signedInPaths()
    .map((path) => `Disallow: ${path}\n`)
    .join('')}Allow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

module.exports = { sitemapXml, robotsTxt };
