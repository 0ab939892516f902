import { LoadFailed, showToast, updateAddress, useAddresses } from '@portal/shared';
import { useNavigate, useParams } from '@portal/shared/router';
import { Paper, Skeleton, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { addressFormOf } from './address-form';
import { AddressFormFields } from './components/AddressFormFields';

function UpdateAddress({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useAddresses();
  if (addresses.isPending) return <Skeleton h={320} data-testid="account-loading" />;
  if (addresses.isError) return <LoadFailed error={addresses.error} onRetry={() => addresses.refetch()} />;
  const address = addresses.data.find((one) => one.id === id);
  if (!address) {
    return (
      <Paper withBorder p="lg">
        <Text>{t('resourceNotFound')}</Text>
      </Paper>
    );
  }
  return (
    <AddressFormFields
      key={address.id}
      initial={addressFormOf(address)}
      submitKey="accountSaveAddress"
      onSubmit={async (body) => {
        await updateAddress(address.id, body);
        showToast({ message: t('accountAddressSaved') });
        navigate('/profile/address');
      }}
    />
  );
}

export default function UpdateAddressPage() {
  const { id } = useParams();
  return (
    <AccountPage titleKey="updateAddress" back={{ to: '/profile/address', labelKey: 'myAddress' }}>
      <UpdateAddress id={Number(id)} />
    </AccountPage>
  );
}
