import { type Showroom, weekdayName } from '@portal/shared/contract';
import { NativeSelect, Skeleton, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import type { PickupPick, resolvePickup } from './pickup-choice';

type Choice = NonNullable<ReturnType<typeof resolvePickup>>;

const dayLabel = (date: string, language: string) => {
  const [year, month, day] = date.split('-');
  return `${weekdayName(new Date(`${date}T00:00:00Z`).getUTCDay(), language)} ${day}-${month}-${year}`;
};

/** The pickup site with its hours, then a day it is open and a time it offers, in Phnom Penh time. */
export function PickupFields({
  sites,
  choice,
  onPick,
}: {
  sites: Showroom[] | undefined;
  choice: Choice | null;
  onPick: (pick: Partial<PickupPick>) => void;
}) {
  const { t, i18n } = useTranslation();
  if (!sites) return <Skeleton h={120} />;
  const site = sites.find((s) => s.key === choice?.place);
  return (
    <>
      <NativeSelect
        label={t('checkoutPickupPlace')}
        value={choice?.place ?? ''}
        onChange={(event) => onPick({ place: event.currentTarget.value })}
        data={sites.map((s) => ({ value: s.key, label: s.name }))}
        data-testid="pickup-place"
      />
      {site && (
        <Text size="sm" c="dimmed" data-testid="pickup-site-hours">
          {site.address} · {site.openingHours}
        </Text>
      )}
      {choice && (
        <>
          <NativeSelect
            label={t('checkoutPickupDay')}
            value={choice.date}
            onChange={(event) => onPick({ date: event.currentTarget.value })}
            data={choice.days.map((date) => ({ value: date, label: dayLabel(date, i18n.language) }))}
            data-testid="pickup-day"
          />
          <NativeSelect
            label={t('checkoutPickupTime')}
            description={t('checkoutPickupLeadPhnomPenh')}
            value={choice.time}
            onChange={(event) => onPick({ time: event.currentTarget.value })}
            data={choice.times}
            data-testid="pickup-time"
          />
        </>
      )}
    </>
  );
}
