import { dialogAtom, isLoggedInAtom } from '@portal/shared';
import { Button, Paper, Stack, Text } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every account page needs a signed-in user: a guest gets the shell's login dialog and, once signed in, the page
 * they asked for (the URL never changed).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  useEffect(() => {
    if (!loggedIn) setDialog('login');
  }, [loggedIn, setDialog]);
  if (loggedIn) return <>{children}</>;
  return (
    <Paper withBorder p="lg" data-testid="account-sign-in-needed">
      <Stack align="flex-start">
        <Text>{t('pleaseSignIn')}</Text>
        <Button onClick={() => setDialog('login')}>{t('signIn')}</Button>
      </Stack>
    </Paper>
  );
}
