import { Link } from '@portal/shared/router';
import { Anchor, NativeSelect, Stack, Text, TextInput } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceAddresses } from './api/get-addresses';
import { openSlots, serviceToday } from './visit-time';

export type Visit = { addressId: string; preferredDate: string; preferredTime: string };
export const emptyVisit: Visit = { addressId: '', preferredDate: '', preferredTime: '' };

/** Where and when the technician should come: one of the user's addresses, a day, a slot inside technician hours. */
export function VisitFields({
  value,
  onChange,
  now,
}: {
  value: Visit;
  onChange: (visit: Visit) => void;
  now: Date;
}) {
  const { t } = useTranslation();
  const addresses = useServiceAddresses(true);
  const slots = useMemo(() => openSlots(value.preferredDate, now), [value.preferredDate, now]);
  const set = (patch: Partial<Visit>) => onChange({ ...value, ...patch });

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
          value={value.addressId}
          onChange={(event) => set({ addressId: event.currentTarget.value })}
          data={[
            { value: '', label: addresses.isError ? t('serviceCouldNotLoad') : t('checkupChooseAddress') },
            ...(addresses.data ?? []).map((address) => ({
              value: String(address.id),
              label: `${address.name} — ${address.addressDetail}`,
            })),
          ]}
        />
      )}
      <TextInput
        type="date"
        label={t('checkupPreferredDate')}
        required
        min={serviceToday(now)}
        value={value.preferredDate}
        onChange={(event) => {
          const preferredDate = event.currentTarget.value;
          const stillOpen = openSlots(preferredDate, now).includes(value.preferredTime);
          set({ preferredDate, preferredTime: stillOpen ? value.preferredTime : '' });
        }}
      />
      <NativeSelect
        label={t('checkupPreferredTime')}
        description={t('checkupTechnicianHours')}
        required
        value={value.preferredTime}
        onChange={(event) => set({ preferredTime: event.currentTarget.value })}
        data={[
          { value: '', label: slots.length === 0 ? t('checkupNoTimeLeftToday') : t('checkupChooseTime') },
          ...slots.map((slot) => ({ value: slot, label: slot })),
        ]}
      />
    </Stack>
  );
}

/** The visit part of a request body; '' stays '' so the shared schema answers the right key. */
export const visitBody = (visit: Visit) => ({
  addressId: visit.addressId ? Number(visit.addressId) : undefined,
  preferredDate: visit.preferredDate,
  preferredTime: visit.preferredTime,
});
