import { useLocation } from '@portal/shared/router';
import { lazy, Suspense, useState } from 'react';
import { AD_SEEN_KEY, adWelcomeOn } from './ad-rules';

// The popup's code (banner list, timers, card) loads only for a session that has not seen an advertisement yet.
const AdPopup = lazy(() => import('./AdPopup'));

const seenThisSession = () => {
  try {
    return sessionStorage.getItem(AD_SEEN_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * The popup waits for a browsing page: it never starts, and never stays, on a page where the visitor is doing
 * something (ad-rules). Coming back to a browsing page asks the session again, so an advertisement already shown is
 * not shown twice; one that had not appeared yet starts its wait again there.
 */
export function AdPopupHost() {
  const welcome = adWelcomeOn(useLocation().pathname);
  const [seen, setSeen] = useState(seenThisSession);
  const [wasWelcome, setWasWelcome] = useState(welcome);
  if (welcome !== wasWelcome) {
    setWasWelcome(welcome);
    if (welcome) setSeen(seenThisSession());
  }
  if (seen || !welcome) return null;
  return (
    <Suspense fallback={null}>
      <AdPopup />
    </Suspense>
  );
}
