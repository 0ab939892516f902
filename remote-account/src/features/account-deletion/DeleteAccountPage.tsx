import {
  clearSession,
  dialogAtom,
  formatDate,
  isLoggedInAtom,
  logout,
  PageHeading,
  queryClient,
  toClientError,
} from '@portal/shared';
import { deleteAccountAfterDays } from '@portal/shared/contract';
import { Modal } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Alert, Box, Button, Group, Paper, Stack, Text } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { requestDeletion } from './api/request-deletion';

function DeleteAccount({ onRequested }: { onRequested: (permanentAt: string) => void }) {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    let permanentAt: string;
    try {
      ({ permanentAt } = await requestDeletion());
    } catch (err) {
      setError(toClientError(err).message);
      setBusy(false);
      return;
    }
    // The API has already ended every session of the account, so this browser's tokens must go before anything
    // can use them: a call with them would be refused (401) and a signed-in part of the shell (the address prompt)
    // would react to the page changing. The page says what happens next first, so it never shows the sign-in prompt
    // of a signed-out account page; the logout call takes the tokens with it before they are cleared.
    onRequested(permanentAt);
    const leaving = logout().catch(() => {});
    clearSession();
    setDialog('');
    await leaving;
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Text>{t('accountDeleteIntro')}</Text>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>
            <Text>{t('accountDeletePermanentAfter', { days: deleteAccountAfterDays })}</Text>
          </li>
          <li>
            <Text>{t('accountDeleteSignInCancels', { days: deleteAccountAfterDays })}</Text>
          </li>
          <li>
            <Text>{t('accountDeleteWhatIsLost')}</Text>
          </li>
        </ul>
        {error && (
          <Alert color="red" role="alert">
            {t(error)}
          </Alert>
        )}
        <Group>
          <Button color="red" onClick={() => setConfirming(true)}>
            {t('deleteAccount')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('accountDeleteConfirmTitle')}
        centered
      >
        <Stack>
          <Text>{t('accountDeleteConfirmText', { days: deleteAccountAfterDays })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('accountCancel')}
            </Button>
            <Button color="red" loading={busy} onClick={confirm}>
              {t('accountDeleteConfirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/**
 * The signed-out page after the request: what happens next and the way on. Once the session is gone, what the
 * signed-in user had loaded goes too (queries nothing on the page uses any more, and those it now may not run); what
 * the page still shows is read again as a guest.
 */
function DeletionRequested({ permanentAt }: { permanentAt: string }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    if (loggedIn) return;
    queryClient.removeQueries({ predicate: (query) => !query.isActive() });
    void queryClient.invalidateQueries();
  }, [loggedIn]);
  return (
    <Box maw={910} w="100%" data-testid="account-deletion-requested">
      <Stack gap="md">
        <PageHeading titleKey="accountDeletionRequestedTitle" />
        <Paper withBorder p="lg">
          <Stack align="flex-start">
            <Text>{t('accountDeletionSignedOut')}</Text>
            <Text>{t('accountDeletionRequested', { date: formatDate(permanentAt) })}</Text>
            <Button component={Link} to="/">
              {t('accountDeletionGoHome')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}

export default function DeleteAccountPage() {
  const [permanentAt, setPermanentAt] = useState<string | null>(null);
  if (permanentAt) return <DeletionRequested permanentAt={permanentAt} />;
  return (
    <AccountPage titleKey="deleteAccount" back={{ to: '/profile', labelKey: 'profile' }}>
      <DeleteAccount onRequested={setPermanentAt} />
    </AccountPage>
  );
}
