/** Minimal cookie access for the session (spec section 9: tokens in cookies as well as local storage). */
export const readCookie = (name: string): string | null => {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = globalThis.document?.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
};

/** Without `maxAgeMs`, a session cookie: the browser drops it when it closes. */
export const writeCookie = (name: string, value: string, maxAgeMs?: number) => {
  const maxAge = maxAgeMs === undefined ? '' : ` max-age=${Math.round(maxAgeMs / 1000)};`;
  // biome-ignore lint/suspicious/noDocumentCookie: no Cookie Store API in every supported browser.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/;${maxAge} SameSite=Lax`;
};

export const removeCookie = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
};
