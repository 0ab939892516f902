import { isLoggedInAtom } from '@portal/shared';
import { Navigate } from '@portal/shared/router';
import { useAtomValue } from 'jotai';
import type { SectionName } from '../app/route-table';
import { RemoteSection } from '../federation/RemoteSection';

/**
 * Spec section 1: a visitor without a user opening /admin goes to /login. A signed-in user gets the back office's
 * remote, which checks the staff role itself; a visitor never downloads it.
 */
export default function AdminPage({ name }: { name: SectionName }) {
  return useAtomValue(isLoggedInAtom) ? (
    <RemoteSection key={name} name={name} />
  ) : (
    <Navigate to="/login" replace />
  );
}
