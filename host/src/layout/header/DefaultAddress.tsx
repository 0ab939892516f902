import { dialogAtom, useProfile } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';

/** Spec section 2: the default delivery address with its province; a click opens the address dialog. */
export default function DefaultAddress() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const { data: profile } = useProfile();
  if (!profile) return null;
  const label = profile.defaultAddressProvinceName
    ? `${profile.defaultAddressDetail ?? ''}${profile.defaultAddressDetail ? ', ' : ''}${profile.defaultAddressProvinceName}`
    : t('shellAddDeliveryAddress');
  return (
    <Button
      variant="subtle"
      size="xs"
      color="dark"
      maw={220}
      title={t('shellDeliverTo', { address: label })}
      aria-label={t('shellDeliverTo', { address: label })}
      onClick={() => setDialog('address')}
      data-testid="default-address"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {label}
    </Button>
  );
}
