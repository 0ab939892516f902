import { dialogAtom, setDefaultAddress, showToast } from '@portal/shared';
import { Button, Group, Stack, Text } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '../common/toast-failure';
import { chosenAddressAtom } from './chosen-address';

/** The second step of spec section 4's address change: confirm, set the default, read everything again. */
export default function ConfirmAddressDialog() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const chosen = useAtomValue(chosenAddressAtom);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!chosen) setDialog('address');
  }, [chosen, setDialog]);
  if (!chosen) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await setDefaultAddress(chosen.id);
      showToast({ message: t('homeChangeDefaultAddressSuccess') });
      setDialog('');
    } catch (err) {
      toastFailure(err, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text>{t('shellConfirmDefaultAddress', { name: chosen.name })}</Text>
      <Text size="sm" c="dimmed">
        {`${chosen.addressDetail}, ${chosen.district.name}, ${chosen.province.name}`}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDialog('address')}>
          {t('shellBack')}
        </Button>
        <Button onClick={confirm} loading={busy} disabled={busy}>
          {t('shellConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
