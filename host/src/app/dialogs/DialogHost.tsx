import { dialogAtom } from '@portal/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';

// The dialogs and their forms come with the first one opened, never with the first screen.
const AuthDialogs = lazy(() => import('./AuthDialogs'));

export function DialogHost() {
  const dialog = useAtomValue(dialogAtom);
  const [wanted, setWanted] = useState(false);
  if (dialog && !wanted) setWanted(true);
  if (!wanted && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
