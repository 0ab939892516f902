import { isLoggedInAtom } from '@portal/shared';
import { Navigate } from '@portal/shared/router';
import { useAtomValue } from 'jotai';
import { RemoteSection } from '../federation/RemoteSection';

/**
 * Spec section 1: a visitor without a user opening /admin goes to /login. A signed-in user gets the back office's
 * remote, which checks the staff role itself; a visitor never downloads it.
 */
export default function AdminPage() {
  return useAtomValue(isLoggedInAtom) ? (
    <RemoteSection key="admin" name="admin" />
  ) : (
    <Navigate to="/login" replace />
  );
}
