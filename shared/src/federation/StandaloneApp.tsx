import { BrowserRouter } from '@portal/shared/router';
import { Button, Container, Paper, Stack, Text } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '../components/AppProviders';
import { dialogAtom } from '../session/dialog-atom';
import { isLoggedInAtom } from '../session/session-atoms';

// The shell's own sign-in dialogs, loaded when one first opens, as the host loads them.
const AuthDialogs = lazy(() => import('@portal/shared/auth').then((auth) => ({ default: auth.AuthDialogs })));

/**
 * A remote running on its own for its team: the host's providers, theme, API and sign-in dialogs, without the
 * shell. `dataFrom` names where its API calls go (the development server's proxy: the local API or a portal). A
 * section only signed-in users reach in the shell (the back office: the shell sends a guest to /login first) says
 * `signedInOnly`: a guest gets the sign-in dialog before its routes.
 */
export function StandaloneApp({
  section,
  routes,
  dataFrom = process.env.PORTAL_DATA_FROM,
  signedInOnly = false,
}: {
  section: string;
  routes: ReactNode;
  dataFrom?: string;
  signedInOnly?: boolean;
}) {
  return (
    <AppProviders>
      <BrowserRouter>
        <Container size={910} py="md">
          <StandaloneBanner section={section} dataFrom={dataFrom} />
          {signedInOnly ? <SignedIn>{routes}</SignedIn> : routes}
        </Container>
        <SignInDialogs />
      </BrowserRouter>
    </AppProviders>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  useEffect(() => {
    if (!loggedIn) setDialog('login');
  }, [loggedIn, setDialog]);
  if (loggedIn) return <>{children}</>;
  return (
    <Paper withBorder p="lg">
      <Stack align="flex-start">
        <Text>{t('pleaseSignIn')}</Text>
        <Button onClick={() => setDialog('login')}>{t('signIn')}</Button>
      </Stack>
    </Paper>
  );
}

function SignInDialogs() {
  const dialog = useAtomValue(dialogAtom);
  const [wanted, setWanted] = useState(false);
  if (dialog && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}

function StandaloneBanner({ section, dataFrom }: { section: string; dataFrom: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" mb="md">
      {t('standaloneSection', { section })}
      {dataFrom ? ` · ${t('standaloneDataFrom', { origin: dataFrom })}` : ''}
    </Text>
  );
}
