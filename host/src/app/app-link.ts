import { matchPath } from '@portal/shared/router';

/** Listing pages under /product whose second part is a word, not a product's name. */
const listings = new Set(['category', 'package-promotion', 'top-selection', 'best-seller', 'special-blend']);
const phoneOrTablet = /Android|iPhone|iPad|iPod/i;

/** The product id of a product page URL (`/product/{name}/{id}` or `/product/{id}`), else null. */
export const productIdOf = (pathname: string): string | null => {
  const named = matchPath('/product/:name/:id', pathname)?.params;
  if (named?.name && listings.has(named.name)) return null;
  const id = named?.id ?? matchPath('/product/:id', pathname)?.params.id;
  return id && /^\d+$/.test(id) ? id : null;
};

/**
 * Spec section 1: a product link opened on a phone or tablet goes to the native app's product screen, with the id
 * as a query parameter. Null when it does not apply (another page, a desktop, or no app scheme configured).
 */
export const appLinkFor = (pathname: string, userAgent: string, scheme: string | undefined) => {
  if (!scheme || !phoneOrTablet.test(userAgent)) return null;
  const id = productIdOf(pathname);
  return id ? `${scheme}://product?id=${id}` : null;
};

/** The app's URL scheme from /runtime-config.json (`appScheme`), when it is a valid scheme. */
export const parseAppScheme = (json: unknown): string | undefined => {
  const scheme = (json as { appScheme?: unknown } | null)?.appScheme;
  return typeof scheme === 'string' && /^[a-z][a-z0-9+.-]*$/i.test(scheme) ? scheme : undefined;
};

/**
 * On the page a visit starts on (a shared link opened), hands a product page over to the app when it applies. It
 * waits for the page's load: leaving for the app's scheme while the page still loads would stop what it preloads,
 * and the web page behind the app would never finish.
 */
export const openProductInApp = (scheme: string | undefined) => {
  const link = appLinkFor(window.location.pathname, navigator.userAgent, scheme);
  if (!link) return;
  const open = () => {
    window.location.href = link;
  };
  if (document.readyState === 'complete') open();
  else window.addEventListener('load', open, { once: true });
};
