import { createAddress, showToast } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { emptyAddressForm } from './address-form';
import { AddressFormFields } from './components/AddressFormFields';

export default function AddAddressManuallyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AccountPage
      titleKey="addAddressManually"
      back={{ to: '/profile/address/add-new', labelKey: 'addNewAddress' }}
    >
      <AddressFormFields
        initial={emptyAddressForm}
        submitKey="accountSaveAddress"
        onSubmit={async (body) => {
          await createAddress(body);
          showToast({ message: t('accountAddressSaved') });
          navigate('/profile/address');
        }}
      />
    </AccountPage>
  );
}
