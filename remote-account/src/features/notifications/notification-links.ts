import type { Notification } from '@portal/shared/contract';

/** Each kind opens its own page: ads and transactions have theirs, the rest the plain detail. */
export const notificationPath = ({ id, type }: Pick<Notification, 'id' | 'type'>) => {
  if (type === 'ads') return `/profile/notification/ads-detail?id=${id}`;
  if (type === 'transaction') return `/profile/notification/tran-detail?id=${id}`;
  return `/profile/notification/detail?id=${id}`;
};

/** The order a transaction notification is about, when it names one. */
export const orderPath = (refId: number | null) => (refId ? `/profile/order-history/detail/${refId}` : null);

export type AdTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;

/**
 * Spec section 4, ad links: same-origin links are routed inside the portal (a safe relative path only), other
 * http(s) links are navigated to, anything else is ignored.
 */
export const adTarget = (link: string | null, origin: string): AdTarget => {
  if (!link?.trim()) return null;
  let url: URL;
  try {
    url = new URL(link.trim(), origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) {
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/') && !path.startsWith('//') ? { kind: 'internal', path } : null;
  }
  return { kind: 'external', url: url.href };
};
