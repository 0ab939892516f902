import { useEffect } from 'react';

/** Sets the page's `<meta name="description">` while the calling page is shown; the previous text returns after. */
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
    return () => {
      element.content = previous;
    };
  }, [description]);
}
