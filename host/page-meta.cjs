// What crawlers and shared links read from a shop page's <head>: its canonical address, the same page in each
// language (hreflang), and the share card (Open Graph) of the product or category it shows. Crawlers read the
// server's page, not the app's, so the host's server writes these; build-config's merge-head.cjs lets them replace
// the build's defaults. Read through the same cached reader as the first screen, so a page asks the API once.
const { routeOf } = require('./route-manifests.cjs');
const { attribute, text } = require('./html.cjs');
const { languages, languageUrls, pageUrl } = require('./site-urls.cjs');

const SITE_NAME = 'Coffee Portal';
const descriptionLength = 200;

const property = (name, content) => `<meta property="${name}" content="${attribute(content)}">`;
const link = (rel, href, hreflang) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${attribute(href)}">`;

/** One line of at most `descriptionLength` characters, cut between words. */
const shortened = (value) => {
  const line = String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= descriptionLength) return line;
  const cut = line.slice(0, descriptionLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:]+$/, '')}…`;
};

const absolute = (origin, url) =>
  URL.canParse(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

const findCategory = (categories, id) => {
  for (const category of categories ?? []) {
    if (category.id === id) return category;
    const child = findCategory(category.children, id);
    if (child) return child;
  }
  return undefined;
};

/** The record a page shows, read in the page's language: its path (no query), title, description and picture. */
const records = {
  home: async () => ({ path: '/' }),
  product: async (read, id) => {
    const detail = await read(`/product/${id}`);
    if (!detail) return undefined;
    const image = detail.images?.[0] ?? detail.image;
    return {
      path: `/product/${id}`,
      type: 'product',
      title: detail.name,
      description: detail.description,
      image,
    };
  },
  category: async (read, id) => {
    const [categories, products] = await Promise.all([
      read('/category'),
      // The first screen's read (first-screen.cjs), so the cache answers both.
      read(`/product?categoryId=${id}&limit=12&offset=0&sort=newest`),
    ]);
    const found = findCategory(categories, Number(id));
    if (!found) return undefined;
    const names = (products ?? []).slice(0, 6).map((product) => product.name);
    const pictured = (products ?? []).find((product) => product.image)?.image;
    return {
      path: `/product/category/${id}`,
      title: found.name,
      description: names.length ? `${found.name}: ${names.join(', ')}` : found.name,
      image: found.imageUrl ? { url: found.imageUrl } : pictured,
    };
  },
};

/**
 * The head's tags for a page URL (path and query) shown in `language`, or '' for pages without them (not a
 * shop page with a record, or the API had no answer).
 * @param {string} url
 * @param {{ origin: string, language: string, read: (apiPath: string) => Promise<any> }} page
 */
const pageMeta = async (url, { origin, language, read }) => {
  const found = routeOf(url.split('?')[0] ?? '');
  const recordOf = records[found?.route.firstScreen];
  const id = found?.params.id;
  if (!recordOf || (id !== undefined && !/^\d+$/.test(id))) return '';
  const record = await recordOf(read, id);
  if (!record) return '';

  const own = languages.find(({ code }) => code === language) ?? languages[0];
  const address = pageUrl(origin, record.path, own.code);
  const tags = [
    link('canonical', address),
    ...languageUrls(origin, record.path).map(([code, href]) => link('alternate', href, code)),
    link('alternate', pageUrl(origin, record.path, languages[0].code), 'x-default'),
    property('og:url', address),
    property('og:locale', own.ogLocale),
    ...languages
      .filter(({ code }) => code !== own.code)
      .map(({ ogLocale }) => property('og:locale:alternate', ogLocale)),
  ];
  if (record.title) {
    const description = shortened(record.description);
    tags.unshift(`<title>${text(record.title)} | ${SITE_NAME}</title>`);
    tags.push(property('og:type', record.type ?? 'website'), property('og:title', record.title));
    if (description) {
      tags.push(`<meta name="description" content="${attribute(description)}">`);
      tags.push(property('og:description', description));
    }
  }
  if (record.image?.url) {
    tags.push(property('og:image', absolute(origin, record.image.url)));
    if (record.image.width && record.image.height) {
      tags.push(property('og:image:width', String(record.image.width)));
      tags.push(property('og:image:height', String(record.image.height)));
    }
  }
  return tags.join('');
};

module.exports = { pageMeta };
