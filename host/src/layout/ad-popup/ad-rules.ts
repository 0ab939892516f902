import type { PopupBanner } from '@portal/shared/contract';
import { routeOf } from '../../app/route-table';

/** Spec section 4: one popup banner, picked at random (`random` in [0, 1)). */
export const pickBanner = <T>(banners: readonly T[], random: number): T | null =>
  banners.length === 0
    ? null
    : (banners[Math.min(banners.length - 1, Math.floor(random * banners.length))] ?? null);

/**
 * Spec section 4: shown at once when showAfterSecond is 0 (or less), after that many seconds when positive;
 * hidden hideAfterSecond seconds after it appeared when positive, never otherwise. Milliseconds.
 */
export const adTiming = (banner: Pick<PopupBanner, 'showAfterSecond' | 'hideAfterSecond'>) => ({
  showAfterMs: Math.max(0, banner.showAfterSecond) * 1000,
  hideAfterMs: banner.hideAfterSecond > 0 ? banner.hideAfterSecond * 1000 : null,
});

/** What the ad's state is `elapsedMs` after the page started: waiting, shown, or gone. */
export const adPhase = (timing: ReturnType<typeof adTiming>, elapsedMs: number) => {
  if (elapsedMs < timing.showAfterMs) return 'waiting';
  if (timing.hideAfterMs !== null && elapsedMs >= timing.showAfterMs + timing.hideAfterMs) return 'gone';
  return 'shown';
};

export type AdTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string } | null;

/**
 * Spec section 4, ad links: on this origin, routed inside the app, but only as a safe relative path (one leading
 * slash, no backslash or control characters); other http(s) addresses are navigated to; anything else
 * (javascript:, data:, unparseable) is ignored.
 */
export const adTarget = (link: string | null | undefined, origin: string): AdTarget => {
  const raw = link?.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (!raw || /[\\\u0000-\u001f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== origin) return { kind: 'external', href: url.href };
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? { kind: 'route', path } : null;
};

/** The popup appears once per browser session: a reload or a new page does not bring it back. */
export const AD_SEEN_KEY = 'adPopupSeen';

/**
 * The pages an advertisement belongs on: the shop's browsing pages (home, catalogue, search, promotions, showroom).
 * Everywhere else the visitor is doing something (a cart, a checkout or payment, a quote or request form, an
 * account page, signing in) and a popup would cover what they are about to press, so it does not appear there.
 */
const browsingPages = new Set([
  'home',
  'catalogueCategory',
  'packagePromotion',
  'catalogueTopSelection',
  'catalogueBestSellers',
  'catalogueMerchandise',
  'productDetail',
  'search',
  'promotion',
  'showroom',
  'showroomDetail',
]);

export const adWelcomeOn = (pathname: string) => {
  const route = routeOf(pathname);
  return route?.section === 'shop' && browsingPages.has(route.route.title);
};
