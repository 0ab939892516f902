import { useEffect } from 'react';

/** Sets `<meta property=…>` of the share card when the page has one (the shell's index.html does); answers the old text. */
export const setShareMeta = (property: 'og:title' | 'og:description', content: string) => {
  const meta = document.head.querySelector(`meta[property="${property}"]`);
  const previous = meta?.getAttribute('content') ?? '';
  meta?.setAttribute('content', content);
  return previous;
};

/**
 * Sets the page's `<meta name="description">` and the share card's description while the calling page is shown;
 * the previous text returns after.
 */
export function usePageDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const element = meta;
    const previous = element.content;
    element.content = description;
    const shared = setShareMeta('og:description', description);
    return () => {
      element.content = previous;
      setShareMeta('og:description', shared);
    };
  }, [description]);
}
