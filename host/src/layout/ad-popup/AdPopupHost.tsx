import { lazy, Suspense, useState } from 'react';
import { AD_SEEN_KEY } from './ad-rules';

// The popup's code (banner list, timers, card) loads only for a session that has not seen an advertisement yet.
const AdPopup = lazy(() => import('./AdPopup'));

const seenThisSession = () => {
  try {
    return sessionStorage.getItem(AD_SEEN_KEY) !== null;
  } catch {
    return false;
  }
};

export function AdPopupHost() {
  const [seen] = useState(seenThisSession);
  if (seen) return null;
  return (
    <Suspense fallback={null}>
      <AdPopup />
    </Suspense>
  );
}
