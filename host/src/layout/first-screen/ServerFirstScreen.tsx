import { useLocation } from '@portal/shared/router';
import { useEffect, useSyncExternalStore } from 'react';
import { type SectionName, sectionOf } from '../../app/route-table';

type HeldScreen = {
  pathname: string;
  search: string;
  html: string;
  style: Element | null;
  prepared: Promise<unknown>;
};

let held: HeldScreen | undefined;
const listeners = new Set<() => void>();

function drop() {
  held?.style?.remove();
  held = undefined;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Keeps the server's first screen (host/first-screen) for the app's first draw. The app draws its shell at once,
 * and the screen's content stands in the shell's page area, where the page's own content goes, until the page's
 * section has `prepared` it: so the header and menu come as soon as the scripts have run, whatever the API and the
 * section's code are doing, and the page is still drawn once, whole. Call it before the app's first render, which
 * empties the root element.
 */
export function holdServerFirstScreen(root: Element, prepared: Promise<unknown>) {
  const content = root.querySelector('.first-screen-main > div');
  if (!content) return;
  const style = root.querySelector('style');
  if (style) document.head.append(style);
  held = {
    pathname: window.location.pathname,
    search: window.location.search,
    html: content.outerHTML,
    style,
    prepared,
  };
}

/** What a section waits for before it draws its first page: the preparation of the held screen, if it is that page's. */
export const firstPagePrepared = (name: SectionName) =>
  held && sectionOf(held.pathname) === name ? held.prepared : undefined;

/** Whether the held screen is the page at this location. */
export function useHeldScreen() {
  const { pathname, search } = useLocation();
  const screen = useSyncExternalStore(subscribe, () => held);
  return screen?.pathname === pathname && screen.search === search;
}

/** The held screen's content, drawn again in the app's page area; dropped for good when it goes. */
export function ServerFirstScreen() {
  useEffect(() => drop, []);
  return (
    <div
      className="first-screen first-screen-held"
      aria-busy="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, as its server wrote it
      dangerouslySetInnerHTML={{ __html: held?.html ?? '' }}
    />
  );
}

/** Drawn beside a section's pages: once they are on screen, the held screen is done with. */
export function ServerScreenReplaced() {
  useEffect(() => drop(), []);
  return null;
}
