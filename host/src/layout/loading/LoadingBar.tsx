import { useIsFetching } from '@portal/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  loadingBarVisible,
  pendingPagesAtom,
} from './loading-bar';

/** A thin bar at the top while data or a page's code is loading (spec section 9's throttle and duration). */
export function LoadingBar() {
  const { t } = useTranslation();
  const fetching = useIsFetching();
  const pendingPages = useAtomValue(pendingPagesAtom);
  const loading = fetching > 0 || pendingPages > 0;
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [grown, setGrown] = useState(false);

  useEffect(() => {
    if (!loading) {
      setStartedAt(null);
      setGrown(false);
      return;
    }
    const start = Date.now();
    setStartedAt(start);
    const timer = setTimeout(() => setNow(Date.now()), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const visible = startedAt !== null && loadingBarVisible(loading, now - startedAt);
  useEffect(() => {
    if (!visible) return;
    // One frame at 0 width, then the transition carries it across.
    const frame = requestAnimationFrame(() => setGrown(true));
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      data-testid="loading-bar"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        zIndex: 1000,
        background: 'var(--mantine-color-orange-6)',
        width: grown ? '90%' : '0%',
        transition: `width ${LOADING_BAR_DURATION_MS}ms ease-out`,
      }}
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
