import { useLocation } from '@portal/shared/router';
import { useLayoutEffect } from 'react';
import { sectionOf } from '../app/route-table';
import { recordPageView } from './release-health';

/** Counts each page shown for release health: a page of the host's, and of the section it belongs to. */
export function ReleaseHealthPageViews() {
  const { pathname } = useLocation();
  // Before the page's own effects, which may count it as failed (RemoteUnavailable).
  useLayoutEffect(() => {
    recordPageView('host');
    const section = sectionOf(pathname);
    if (section) recordPageView(section);
  }, [pathname]);
  return null;
}
