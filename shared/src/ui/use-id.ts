import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` without its second render. Mantine's starts from React's id, then swaps it for a random one in a
 * layout effect: every input, popover and menu is rendered again, synchronously, right after the first commit. React's
 * id is already unique in its root and stable, all an element's id needs. Every build puts this module in place of
 * Mantine's own (build-config/webpack.cjs).
 */
export function useId(staticId?: string) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
