import { isLoggedInAtom, PageHeading } from '@portal/shared';
import { Navigate } from '@portal/shared/router';
import { useAtomValue } from 'jotai';

/** Spec section 1: a visitor without a user opening /admin goes to /login. */
export default function AdminPage() {
  return useAtomValue(isLoggedInAtom) ? <PageHeading titleKey="admin" /> : <Navigate to="/login" replace />;
}
