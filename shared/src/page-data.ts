import type { Localize } from './contract/localize';
import type { Settings } from './contract/setting-keys';

/**
 * What the host's server writes into its page for the shell to draw with at once (host/page-translations.cjs): the
 * visitor's translations cut to the shell's and the page's section's keys, which sections those keys cover, and the
 * feature switches. A remote's own page, or a page whose server had no answer, carries none of it.
 */
export type PageData = { localize?: Localize; translatedSections?: string[]; settings?: Settings };

let read: PageData | undefined;

export function pageData(): PageData {
  if (read) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById('page-data')?.textContent;
  try {
    read = text ? (JSON.parse(text) as PageData) : {};
  } catch {
    read = {};
  }
  return read;
}
