/** A release this browser previews (host/release-choice.cjs grants it for a signed preview link). */
export type ReleasePreview = { app: string; version: string };

const queryName = 'release-preview';
let current: ReleasePreview | null = null;

/** The preview the page's server granted, as its runtime configuration names it, or null. */
export const parseReleasePreview = (json: unknown): ReleasePreview | null => {
  const preview = (json as { preview?: unknown } | null)?.preview as Partial<ReleasePreview> | undefined;
  return typeof preview?.app === 'string' && typeof preview.version === 'string'
    ? { app: preview.app, version: preview.version }
    : null;
};

/** Keeps the granted preview for the bar, and takes the link's token out of the address (its cookie keeps it). */
export const keepReleasePreview = (preview: ReleasePreview | null) => {
  current = preview;
  const address = new URL(window.location.href);
  if (address.searchParams.has(queryName)) {
    address.searchParams.delete(queryName);
    window.history.replaceState(window.history.state, '', address);
  }
};

export const currentReleasePreview = () => current;

/** Back to the live releases: the server forgets the preview's cookie (only it can) when the page asks so. */
export const endReleasePreview = () => {
  const address = new URL(window.location.href);
  address.searchParams.set(queryName, '');
  window.location.assign(address.toString());
};
