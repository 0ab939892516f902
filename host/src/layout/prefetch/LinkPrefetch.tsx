import { useEffect } from 'react';
import { sectionOf } from '../../app/route-table';
import { mayPrefetch } from './prefetch-rules';
import { prefetchSection } from './prefetch-section';

/** Prefetches the section behind every in-portal link that scrolls into view (when the connection allows it). */
export function LinkPrefetch() {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (!mayPrefetch(navigator as Navigator & { connection?: { saveData?: boolean } })) return;
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        const url = new URL((entry.target as HTMLAnchorElement).href);
        const section = url.origin === window.location.origin ? sectionOf(url.pathname) : undefined;
        if (section) prefetchSection(section);
      }
    });
    const watch = (root: ParentNode) => {
      for (const link of root.querySelectorAll('a[href^="/"]')) seen.observe(link);
    };
    watch(document);
    const added = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (node instanceof HTMLAnchorElement && node.getAttribute('href')?.startsWith('/'))
            seen.observe(node);
          else if (node instanceof Element) watch(node);
        }
    });
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      added.disconnect();
      seen.disconnect();
    };
  }, []);
  return null;
}
