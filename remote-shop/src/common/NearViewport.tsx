import { useIntersection } from '@portal/shared/ui';
import { type ReactNode, useState } from 'react';

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
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: `${margin}px 0px` });
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
