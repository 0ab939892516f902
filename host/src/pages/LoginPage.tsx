import { isLoggedInAtom, PageHeading } from '@portal/shared';
import { Navigate } from '@portal/shared/router';
import { useAtomValue } from 'jotai';
import { useSiteDescription } from './site-description';

/** Spec section 1: a signed-in user opening /login goes on to /admin. */
export default function LoginPage() {
  const description = useSiteDescription();
  return useAtomValue(isLoggedInAtom) ? (
    <Navigate to="/admin" replace />
  ) : (
    <PageHeading titleKey="login" description={description} />
  );
}
