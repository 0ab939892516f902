import { useAddresses } from '@portal/shared';
import { DayInput } from '@portal/shared/forms';
import { Link } from '@portal/shared/router';
import { Anchor, NativeSelect, Stack, Text } from '@portal/shared/ui';
import { type ChangeEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openSlots, serviceToday } from './visit-time';

export type Visit = { addressId: string; preferredDate: string; preferredTime: string };
export const emptyVisit: Visit = { addressId: '', preferredDate: '', preferredTime: '' };

/** What the visit's fields need of the form they are part of (`useContractForm`). */
type VisitForm = {
  values: Pick<Visit, 'preferredDate' | 'preferredTime'>;
  getInputProps: (field: keyof Visit) => {
    value?: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    error?: boolean;
    onFocus?: () => void;
    onBlur?: () => void;
  };
  setFieldValue: (field: 'preferredDate' | 'preferredTime', value: string) => void;
};

/** Where and when the technician should come: one of the user's addresses, a day, a slot inside technician hours. */
export function VisitFields({ form, now }: { form: VisitForm; now: Date }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const { preferredDate, preferredTime } = form.values;
  const slots = useMemo(() => openSlots(preferredDate, now), [preferredDate, now]);

  return (
    <Stack gap="sm">
      {addresses.isSuccess && addresses.data.length === 0 ? (
        <Text size="sm">
          {t('checkupNoAddressYet')}{' '}
          <Anchor component={Link} to="/profile/address/add-new">
            {t('checkupAddAddress')}
          </Anchor>
        </Text>
      ) : (
        <NativeSelect
          label={t('checkupSiteAddress')}
          required
          disabled={!addresses.isSuccess}
          {...form.getInputProps('addressId')}
          data={[
            { value: '', label: addresses.isError ? t('serviceCouldNotLoad') : t('checkupChooseAddress') },
            ...(addresses.data ?? []).map((address) => ({
              value: String(address.id),
              label: `${address.name} — ${address.addressDetail}`,
            })),
          ]}
        />
      )}
      <DayInput
        label={t('checkupPreferredDate')}
        required
        min={serviceToday(now)}
        {...form.getInputProps('preferredDate')}
        onChange={(date) => {
          const stillOpen = openSlots(date, now).includes(preferredTime);
          form.setFieldValue('preferredDate', date);
          if (!stillOpen) form.setFieldValue('preferredTime', '');
        }}
      />
      <NativeSelect
        label={t('checkupPreferredTime')}
        description={t('checkupTechnicianHours')}
        required
        {...form.getInputProps('preferredTime')}
        data={[
          { value: '', label: slots.length === 0 ? t('checkupNoTimeLeftToday') : t('checkupChooseTime') },
          ...slots.map((slot) => ({ value: slot, label: slot })),
        ]}
      />
    </Stack>
  );
}
