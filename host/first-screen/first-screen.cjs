// The first screen, drawn by the server: what a visitor came for (a product's picture and name, a category's first
// products, the home banner) is in the page itself, so it shows before the app's scripts have loaded and run.
// React clears the root element when it first draws, so this is replaced, never hydrated. Prices are left out:
// they depend on the signed-in customer's group, which only the app knows.
const fs = require('node:fs');
const path = require('node:path');
const { routeOf } = require('../route-manifests.cjs');
const { attribute, text } = require('../html.cjs');

const css = fs.readFileSync(path.join(__dirname, 'first-screen.css'), 'utf8');
const style = `<style>${css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ')}</style>`;

// A picture as the app draws it (remote-shop's CatalogueImage): AVIF, then WebP, then the stored file, at the widths
// the API makes and in the sizes the app gives, so the browser fetches one file for both, the size the screen needs.
// first-screen.test.ts checks that the two agree.
const imageWidths = [320, 640, 1024];
const sizes = {
  gallery: '(min-width: 1226px) 445px, (min-width: 760px) 50vw, 100vw',
  card: '(min-width: 900px) 200px, 50vw',
  banner: '(min-width: 1226px) 910px, (min-width: 900px) calc(100vw - 332px), calc(100vw - 32px)',
};
/** Only pictures the API serves itself can be resized and converted. */
const isOwnFile = (url) => url.includes('/client/upload/files/') && !url.includes('?');
const srcset = (url, width, format) =>
  [
    ...imageWidths
      .filter((offered) => offered < width)
      .map((offered) => `${url}?w=${offered}${format ? `&format=${format}` : ''} ${offered}w`),
    `${format ? `${url}?format=${format}` : url} ${width}w`,
  ].join(', ');

const picture = (image, alt, sizesOf, extra = '') => {
  const width = Number(image.width) || 600;
  const own = isOwnFile(image.url);
  const responsive = (format) => `srcset="${attribute(srcset(image.url, width, format))}" sizes="${sizesOf}"`;
  const img = `<img src="${attribute(image.url)}"${own ? ` ${responsive()}` : ''} width="${width}" height="${Number(image.height) || 600}" alt="${attribute(alt)}"${extra}>`;
  if (!own) return img;
  const source = (format) => `<source type="image/${format}" ${responsive(format)}>`;
  return `<picture>${source('avif')}${source('webp')}${img}</picture>`;
};

const product = (detail) => {
  const image = detail.images?.[0] ?? detail.image;
  const meta = [detail.brand?.name, detail.categoryName].filter(Boolean).join(' · ');
  return `<div class="first-screen-product">${
    image
      ? picture(image, detail.name, sizes.gallery, ' class="first-screen-gallery" fetchpriority="high"')
      : ''
  }<div><h1>${text(detail.name)}</h1><p class="first-screen-meta">${text(meta)}</p></div></div>`;
};

const findCategory = (categories, id) => {
  for (const category of categories ?? []) {
    if (category.id === id) return category;
    const child = findCategory(category.children, id);
    if (child) return child;
  }
  return undefined;
};

const card = (summary, index) =>
  `<li class="first-screen-card">${
    summary.image ? picture(summary.image, summary.name, sizes.card, index < 2 ? '' : ' loading="lazy"') : ''
  }<span>${text(summary.name)}</span></li>`;

const category = (name, products) =>
  `<h1>${text(name)}</h1><ul class="first-screen-grid">${products.slice(0, 4).map(card).join('')}</ul>`;

// The page title above the slider is the app's own text; its room is kept so the slider does not move. The picture
// has an empty alt, as in the app: the slide's title is written under it.
const home = (banners) => {
  const banner = banners[0];
  if (!banner) return '';
  return `<div class="first-screen-title"></div><div class="first-screen-slider">${picture(
    { url: banner.imageUrl, width: banner.width, height: banner.height },
    '',
    sizes.banner,
    ' fetchpriority="high"',
  )}<span>${text(banner.title)}</span></div>`;
};

// The query keys the category page's listing reads (remote-shop's list-filters.ts; first-screen.test.ts checks that
// the two agree). With any of them the listing is not the category's first page, newest first; other keys (a shared
// link's utm_source, fbclid) change nothing.
const listingKeys = [
  'page',
  'sort',
  'brandId',
  'origin',
  'roast',
  'grind',
  'type',
  'minPrice',
  'maxPrice',
  'inStock',
];

/**
 * The screens the server can draw, by the `firstScreen` of the shop's route manifest; each reads the API as the app
 * does and returns its content (given the route's id and the URL's query, which only a category's listing reads).
 */
const screens = {
  home: async (read) => home((await read('/advertisement/banner')) ?? []),
  category: async (read, id, query) => {
    if (listingKeys.some((key) => query.has(key))) return '';
    const [categories, products] = await Promise.all([
      read('/category'),
      // The category page's first request: page 1, newest first (remote-shop's list-filters).
      read(`/product?categoryId=${id}&limit=12&offset=0&sort=newest`),
    ]);
    const found = findCategory(categories, Number(id));
    return found && products ? category(found.name, products) : '';
  },
  product: async (read, id) => {
    const detail = await read(`/product/${id}`);
    return detail ? product(detail) : '';
  },
};

/** The visitor's chosen language, which the app keeps in a cookie as well (empty: not chosen yet, or not a code). */
const chosenLanguage = (cookieHeader) =>
  /(?:^|;\s*)language=([\w-]{1,16})(?:;|$)/.exec(cookieHeader ?? '')?.[1] ?? '';

/**
 * The language a page is drawn in: the one its address names (`?lang=km`, the sitemap's and hreflang's Khmer pages;
 * the app takes it as the visitor's choice), else the visitor's from the cookie.
 */
const pageLanguage = (url, cookieHeader) => {
  const named = new URLSearchParams(url.split('?')[1] ?? '').get('lang') ?? '';
  return /^[\w-]{1,16}$/.test(named) ? named : chosenLanguage(cookieHeader);
};

/** The locale the app asks the API in for a language. */
const localeOf = (language) => (language === 'km' ? 'km-KH' : 'en-US');

/**
 * The first screen of a URL, read through `read` (an API path → the answer's data, or undefined), or '' where
 * there is none: other paths, a category's filtered listing (filters the server does not apply), an API without an
 * answer.
 */
const drawFirstScreen = async (url, read) => {
  const [pathname = '', search = ''] = url.split('?');
  const found = routeOf(pathname);
  const draw = screens[found?.route.firstScreen];
  const id = found?.params.id;
  if (!draw || (id !== undefined && !/^\d+$/.test(id))) return '';
  const content = await draw(read, id, new URLSearchParams(search));
  if (!content) return '';
  // The room of the breadcrumb a shop page draws above its content.
  const crumbs = found.route.firstScreen === 'home' ? '' : '<div class="first-screen-crumbs"></div>';
  return `${style}<div class="first-screen" aria-busy="true"><div class="first-screen-header"></div><div class="first-screen-main"><div>${crumbs}${content}</div></div></div>`;
};

module.exports = { drawFirstScreen, chosenLanguage, pageLanguage, localeOf, pictureSizes: sizes };
