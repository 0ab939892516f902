/** Minimal cookie access for the session (spec section 9: tokens in cookies as well as local storage). */
export const readCookie = (name: string): string | null => {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = globalThis.document?.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
};

export const writeCookie = (name: string, value: string, maxAgeMs: number) => {
  // biome-ignore lint/suspicious/noDocumentCookie: no Cookie Store API in every supported browser.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${Math.round(maxAgeMs / 1000)}; SameSite=Lax`;
};

export const removeCookie = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
};
