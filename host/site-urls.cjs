// The portal's public addresses, as crawlers and shared links see them. A page in a language other than English
// is the same path with ?lang=<code>: the app takes it as the visitor's choice (shared/src/i18n/language.ts), and
// the host's server draws the page in it. remote-shop's structured-data.ts writes the same addresses.

/** The portal's languages, as og:locale names them. English is the default (the page with no ?lang). */
const languages = [
  { code: 'en', ogLocale: 'en_US' },
  { code: 'km', ogLocale: 'km_KH' },
];

/** `path` in `language`, on `origin`. */
const pageUrl = (origin, path, language) =>
  `${origin}${path}${language === languages[0].code ? '' : `${path.includes('?') ? '&' : '?'}lang=${language}`}`;

/** [language code, its address] of `path`, for each language. */
const languageUrls = (origin, path) => languages.map(({ code }) => [code, pageUrl(origin, path, code)]);

/**
 * Where the portal is reached: PUBLIC_URL, else the first of PORTAL_ORIGINS (the origins its pages are served from),
 * else the origin the request came to.
 * @param {{ protocol: string, host: string }} request
 */
const publicOrigin = (request, env = process.env) => {
  const configured = env.PUBLIC_URL || (env.PORTAL_ORIGINS ?? '').split(',')[0]?.trim();
  return (configured || `${request.protocol}://${request.host}`).replace(/\/+$/, '');
};

module.exports = { languages, pageUrl, languageUrls, publicOrigin };
