import { isLoggedInAtom, PageHeading } from '@portal/shared';
import { LoginForm } from '@portal/shared/auth';
import { Navigate } from '@portal/shared/router';
import { Box } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useSiteDescription } from './site-description';

/** Spec section 1: a signed-in user opening /login goes on to /admin; a guest signs in here. */
export default function LoginPage() {
  const description = useSiteDescription();
  if (useAtomValue(isLoggedInAtom)) return <Navigate to="/admin" replace />;
  return (
    <Box maw={460} mx="auto">
      <PageHeading titleKey="login" description={description} />
      <LoginForm />
    </Box>
  );
}
