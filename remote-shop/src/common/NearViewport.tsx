import { type ReactNode, useEffect, useState } from 'react';

/**
 * Draws `children` once they come within `margin` of the screen, and `placeholder` (which should take the same room)
 * until then: for the parts of a page below the fold, so that their renders and pictures wait for the visitor to
 * scroll towards them instead of adding to the page's start. Their data may still be read in advance.
 */
export function NearViewport({
  children,
  placeholder,
  margin = 400,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: number;
}) {
  const [near, setNear] = useState(false);
  const [spot, setSpot] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!spot || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: `${margin}px 0px`,
      },
    );
    observer.observe(spot);
    return () => observer.disconnect();
  }, [spot, near, margin]);
  return near ? children : <div ref={setSpot}>{placeholder}</div>;
}
