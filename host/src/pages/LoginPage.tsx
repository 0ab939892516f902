import { isLoggedInAtom, PageHeading } from '@portal/shared';
import { Navigate } from '@portal/shared/router';
import { useAtomValue } from 'jotai';

/** Spec section 1: a signed-in user opening /login goes on to /admin. */
export default function LoginPage() {
  return useAtomValue(isLoggedInAtom) ? <Navigate to="/admin" replace /> : <PageHeading titleKey="login" />;
}
