import { formatDate, logout, showToast, toClientError } from '@portal/shared';
import { deleteAccountAfterDays } from '@portal/shared/contract';
import { Modal } from '@portal/shared/overlays';
import { useNavigate } from '@portal/shared/router';
import { Alert, Button, Group, Paper, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { requestDeletion } from './api/request-deletion';

function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { permanentAt } = await requestDeletion();
      // Home first, so this page is gone before the session is: a signed-out account page would ask to sign in.
      navigate('/');
      showToast({ message: t('accountDeletionRequested', { date: formatDate(permanentAt) }) });
      // The API has already ended the sessions; logout clears this browser's tokens whatever it answers.
      await logout().catch(() => {});
    } catch (err) {
      setError(toClientError(err).message);
      setBusy(false);
    }
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

export default function DeleteAccountPage() {
  return (
    <AccountPage titleKey="deleteAccount" back={{ to: '/profile', labelKey: 'profile' }}>
      <DeleteAccount />
    </AccountPage>
  );
}
