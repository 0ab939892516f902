import { dialogAtom, isLoggedInAtom, useProfile } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu brings the pop-up code; it loads on the first click of a signed-in user.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** Spec section 2: a guest gets the login dialog; a user the account dropdown. */
export function AccountControl() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const { data: profile } = useProfile();
  const [requested, setRequested] = useState(false);
  const label = loggedIn && profile ? profile.firstName : t('account');
  const button = (loading: boolean) => (
    <Button
      variant="subtle"
      size="xs"
      loading={loading}
      onClick={() => (loggedIn ? setRequested(true) : setDialog('login'))}
    >
      {label}
    </Button>
  );
  if (!loggedIn || !requested) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <AccountMenu label={label} onClosed={() => setRequested(false)} />
    </Suspense>
  );
}
