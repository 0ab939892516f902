import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastsMountedAtom } from './toast';

const Notifications = lazy(() =>
  import('@portal/shared/overlays').then((m) => ({ default: m.Notifications })),
);

/** Where toasts appear; mounted by the first showToast, so a visit without a toast never loads it. */
export function Toasts() {
  if (!useAtomValue(toastsMountedAtom)) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" autoClose={3000} />
    </Suspense>
  );
}
