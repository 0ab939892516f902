import { isLoggedInAtom } from '@portal/shared';
import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense } from 'react';

/** Renders (and so loads) its lazy children only for a signed-in user. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
