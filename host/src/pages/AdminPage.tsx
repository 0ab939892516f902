import { isLoggedInAtom, PageHeading } from '@portal/shared';
import { Navigate } from '@portal/shared/router';
import { useAtomValue } from 'jotai';
import { useSiteDescription } from './site-description';

/** Spec section 1: a visitor without a user opening /admin goes to /login. */
export default function AdminPage() {
  const description = useSiteDescription();
  return useAtomValue(isLoggedInAtom) ? (
    <PageHeading titleKey="admin" description={description} />
  ) : (
    <Navigate to="/login" replace />
  );
}
