import { weekdayName } from '@portal/shared/contract';
import { Group, Stack, Text, TextInput } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

const mondayFirst = [1, 2, 3, 4, 5, 6, 0];

type HoursForm = { getInputProps: (path: string) => object };

/** A showroom's opening and closing time for each day; a blank day is closed. */
export function WeeklyHoursFields({ form }: { form: HoursForm }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} data-testid="weekly-hours">
      <Text size="sm" fw={500}>
        {t('adminContentOpeningHours')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('adminContentHoursHint')}
      </Text>
      {mondayFirst.map((weekday) => {
        const day = weekdayName(weekday, i18n.language);
        return (
          <Group key={weekday} gap="xs" wrap="nowrap">
            <Text size="sm" w={70}>
              {day}
            </Text>
            <TextInput
              aria-label={`${day} ${t('adminContentOpens')}`}
              placeholder="07:30"
              w={90}
              {...form.getInputProps(`weeklyHours.${weekday}.opens`)}
            />
            <TextInput
              aria-label={`${day} ${t('adminContentCloses')}`}
              placeholder="18:00"
              w={90}
              {...form.getInputProps(`weeklyHours.${weekday}.closes`)}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
