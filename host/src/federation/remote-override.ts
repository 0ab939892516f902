import { readCookie, removeCookie } from '@portal/shared';

/** A remote this browser loads from elsewhere than its live release (host/remote-override.cjs decides). */
export type RemoteOverride = { app: string; url: string };

const cookie = 'remoteOverride';
const queryName = 'remote-override';
let current: RemoteOverride | null = null;

/** The override the page's server granted, as its runtime configuration names it, or null. */
export const parseRemoteOverride = (json: unknown): RemoteOverride | null => {
  const override = (json as { override?: unknown } | null)?.override as Partial<RemoteOverride> | undefined;
  return typeof override?.app === 'string' && typeof override.url === 'string'
    ? { app: override.app, url: override.url }
    : null;
};

/**
 * Keeps a granted override for the rest of the browser's session (a cookie without an expiry, which the server
 * checks again on every page), forgets a refused or ended one, and takes the request out of the address.
 */
export const keepRemoteOverride = (override: RemoteOverride | null) => {
  current = override;
  if (override)
    // biome-ignore lint/suspicious/noDocumentCookie: a session cookie; the shared helper writes only lasting ones.
    document.cookie = `${cookie}=${encodeURIComponent(`${override.app}=${override.url}`)}; path=/; SameSite=Lax`;
  else if (readCookie(cookie) !== null) removeCookie(cookie);
  const address = new URL(window.location.href);
  if (address.searchParams.has(queryName)) {
    address.searchParams.delete(queryName);
    window.history.replaceState(window.history.state, '', address);
  }
};

export const currentRemoteOverride = () => current;

/** Back to the live release of every remote: the cookie goes and the page loads again. */
export const endRemoteOverride = () => {
  removeCookie(cookie);
  window.location.reload();
};
