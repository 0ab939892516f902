import { useIsFetching } from '@portal/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS, pendingPagesAtom } from './loading-bar';
import './loading-bar.css';

const timing = {
  animationDelay: `${LOADING_BAR_THROTTLE_MS}ms`,
  animationDuration: `0ms, ${LOADING_BAR_DURATION_MS}ms`,
};

/** A thin bar at the top while data or a page's code is loading (spec section 9's throttle and duration). */
export function LoadingBar() {
  const { t } = useTranslation();
  const fetching = useIsFetching();
  const pendingPages = useAtomValue(pendingPagesAtom);
  if (fetching === 0 && pendingPages === 0) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      data-testid="loading-bar"
      className="loading-bar"
      style={timing}
    />
  );
}

/** The Suspense fallback of a page whose code is on its way: counted by the loading bar. */
export function PageLoading({ children }: { children?: React.ReactNode }) {
  const setPending = useSetAtom(pendingPagesAtom);
  useEffect(() => {
    setPending((count) => count + 1);
    return () => setPending((count) => count - 1);
  }, [setPending]);
  return <>{children}</>;
}
