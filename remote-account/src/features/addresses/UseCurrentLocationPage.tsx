import { createAddress, LoadFailed, showToast, updateAddress, useAddresses } from '@portal/shared';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { type AddressForm, addressFormOf, emptyAddressForm } from './address-form';
import { AddressFormFields } from './components/AddressFormFields';
import { type Coordinates, currentPosition } from './geolocation';

type Located =
  | { state: 'idle' | 'locating' }
  | { state: 'found'; at: Coordinates }
  | { state: 'failed'; key: string };

/**
 * `{id}` is `new` for a new address, or the id of an address whose location is being set. The browser gives the
 * coordinates; province and district are still chosen from the lists (no map service is asked for names).
 */
function LocateAndSave({ base, addressId }: { base: AddressForm; addressId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [located, setLocated] = useState<Located>({ state: 'idle' });

  const locate = async () => {
    setLocated({ state: 'locating' });
    try {
      setLocated({ state: 'found', at: await currentPosition(navigator.geolocation) });
    } catch (error) {
      setLocated({ state: 'failed', key: (error as Error).message });
    }
  };

  if (located.state === 'found') {
    return (
      <AddressFormFields
        initial={{ ...base, ...located.at }}
        submitKey="accountSaveAddress"
        onSubmit={async (body) => {
          if (addressId) await updateAddress(addressId, body);
          else await createAddress(body);
          showToast({ message: t('accountAddressSaved') });
          navigate('/profile/address');
        }}
      />
    );
  }
  return (
    <Paper withBorder p="md">
      <Stack align="flex-start">
        <Text>{t('accountUseCurrentHint')}</Text>
        {located.state === 'failed' && (
          <Alert color="red" role="alert" w="100%">
            {t(located.key)}
          </Alert>
        )}
        <Button onClick={locate} loading={located.state === 'locating'}>
          {t('accountFindMyLocation')}
        </Button>
        <Anchor component={Link} to="/profile/address/add-new/add-manually" size="sm">
          {t('addAddressManually')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function ExistingAddress({ id }: { id: number }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  if (addresses.isPending) return <Skeleton h={200} data-testid="account-loading" />;
  if (addresses.isError) return <LoadFailed error={addresses.error} onRetry={() => addresses.refetch()} />;
  const address = addresses.data.find((one) => one.id === id);
  if (!address) return <Text>{t('resourceNotFound')}</Text>;
  return <LocateAndSave base={addressFormOf(address)} addressId={address.id} />;
}

export default function UseCurrentLocationPage() {
  const { id } = useParams();
  const existing = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <AccountPage
      titleKey="useCurrentLocation"
      back={{ to: '/profile/address/add-new', labelKey: 'addNewAddress' }}
    >
      {existing ? (
        <ExistingAddress id={existing} />
      ) : (
        <LocateAndSave base={emptyAddressForm} addressId={null} />
      )}
    </AccountPage>
  );
}
