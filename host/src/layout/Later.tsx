import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws its children in a render of their own, after the rest of the screen is on it: for what the first screen
 * does not show (the footer below the fold, pop-ups). That render is one React may pause, so the page's first
 * commit stays small and the browser is never blocked for long.
 */
export function Later({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
