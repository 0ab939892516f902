import {
  deleteAddress,
  LoadFailed,
  setDefaultAddress,
  showToast,
  toClientError,
  useAddresses,
} from '@portal/shared';
import type { Address } from '@portal/shared/contract';
import { Modal } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';

function AddressCard({ address, onDelete }: { address: Address; onDelete: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const makeDefault = async () => {
    setBusy(true);
    try {
      await setDefaultAddress(address.id);
      showToast({ message: t('accountDefaultAddressChanged') });
    } catch (error) {
      showToast({ message: t(toClientError(error).message), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" data-testid="account-address" aria-label={address.name} component="article">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={700}>{address.name}</Text>
          {address.default && (
            <Badge color="orange" data-testid="account-address-default">
              {t('accountDefaultAddress')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{address.addressDetail}</Text>
        <Text size="sm" c="dimmed">
          {address.district.name}, {address.province.name}
        </Text>
        <Group gap="xs" mt={4}>
          {!address.default && (
            <Button size="xs" variant="light" loading={busy} onClick={makeDefault}>
              {t('accountSetDefault')}
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to={`/profile/address/update/${address.id}`}>
            {t('accountEdit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            {t('accountDelete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AddressList() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAddress(deleting.id);
      showToast({ message: t('accountAddressDeleted') });
      setDeleting(null);
    } catch (error) {
      showToast({ message: t(toClientError(error).message), color: 'red' });
    } finally {
      setBusy(false);
    }
  };

  if (addresses.isPending) {
    return (
      <Stack data-testid="account-loading">
        <Skeleton h={110} />
        <Skeleton h={110} />
      </Stack>
    );
  }
  if (addresses.isError) return <LoadFailed error={addresses.error} onRetry={() => addresses.refetch()} />;
  return (
    <Stack>
      <Group>
        <Button component={Link} to="/profile/address/add-new">
          {t('addNewAddress')}
        </Button>
      </Group>
      {addresses.data.length === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{t('accountNoAddresses')}</Text>
        </Paper>
      ) : (
        addresses.data.map((address) => (
          <AddressCard key={address.id} address={address} onDelete={() => setDeleting(address)} />
        ))
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('accountDeleteAddress')}
        centered
      >
        <Stack>
          <Text>{t('accountDeleteAddressConfirm', { name: deleting?.name ?? '' })}</Text>
          {deleting?.default && <Text size="sm">{t('accountDeleteDefaultHint')}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('accountCancel')}
            </Button>
            <Button color="red" loading={busy} onClick={confirmDelete}>
              {t('accountDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export default function AddressListPage() {
  return (
    <AccountPage titleKey="myAddress" back={{ to: '/profile', labelKey: 'profile' }}>
      <AddressList />
    </AccountPage>
  );
}
