import { dialogAtom, useAddresses } from '@portal/shared';
import { Radio } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Anchor, Button, Group, Loader, Stack, Text } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenAddressAtom } from './chosen-address';
import { NewAddressForm } from './NewAddressForm';

/** Spec section 4: no address → add one; otherwise choose the delivery address, then confirm it. */
export default function AddressDialog() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const setChosen = useSetAtom(chosenAddressAtom);
  const { data: addresses } = useAddresses();
  const [picked, setPicked] = useState<string | null>(null);
  if (!addresses) return <Loader aria-label={t('loading')} />;
  if (addresses.length === 0) return <NewAddressForm />;

  const current = picked ?? String(addresses.find((address) => address.default)?.id ?? '');
  const choice = addresses.find((address) => String(address.id) === current);
  return (
    <Stack gap="sm">
      <Radio.Group value={current} onChange={setPicked} label={t('shellChooseDeliveryAddress')}>
        <Stack gap="xs" mt="xs">
          {addresses.map((address) => (
            <Radio
              key={address.id}
              value={String(address.id)}
              label={address.name}
              description={`${address.addressDetail}, ${address.district.name}, ${address.province.name}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm">
        <Anchor component={Link} to="/profile/address/add-new" onClick={() => setDialog('')}>
          {t('shellAddNewAddress')}
        </Anchor>
      </Text>
      <Group justify="flex-end">
        <Button
          disabled={!choice || choice.default}
          onClick={() => {
            if (!choice) return;
            setChosen(choice);
            setDialog('confirm_address');
          }}
        >
          {t('shellUseThisAddress')}
        </Button>
      </Group>
    </Stack>
  );
}
