import { Loader } from '@portal/shared/ui';
import { type ReactNode, Suspense } from 'react';

type Props = { section: string; build?: string; children: ReactNode };

/**
 * Wraps a remote's routes: a Suspense for its lazy feature pages, and the section's name and build stamp on the
 * element, so an operator (and the redeploy test) can see which build of a remote the page is running.
 */
export function RemoteSectionFrame({ section, build, children }: Props) {
  return (
    <div data-section={section} data-build={build || undefined}>
      <Suspense fallback={<Loader m="xl" aria-label="loading" />}>{children}</Suspense>
    </div>
  );
}
