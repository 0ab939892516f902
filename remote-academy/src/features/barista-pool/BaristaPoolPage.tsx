import { formatDate } from '@portal/shared';
import { baristaAvailabilities } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { QueryView } from '../../common/QueryView';
import { useBaristas } from './api/barista-pool';

/** Trained baristas available for hire, with their skills and availability. */
export default function BaristaPoolPage() {
  const { t } = useTranslation();
  const [availability, setAvailability] = useState('');
  const baristas = useBaristas(availability);
  return (
    <AcademyPage titleKey="baristaPool" settings={academySettings.baristaPool}>
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('academyAvailability')}
          value={availability}
          onChange={(event) => setAvailability(event.currentTarget.value)}
          data={[
            { value: '', label: t('academyAnyAvailability') },
            ...baristaAvailabilities.map((value) => ({ value, label: t(`academyAvailability_${value}`) })),
          ]}
        />
        <Button component={Link} to="/academy/barista-pool/create-barista-pool" variant="light">
          {t('createBaristaPool')}
        </Button>
      </Group>
      <QueryView query={baristas} isEmpty={(list) => list.length === 0} emptyKey="academyNoBaristasYet">
        {(list) => (
          <Stack gap="sm">
            {list.map((barista) => (
              <Paper withBorder p="md" radius="md" key={barista.id} data-testid="academy-barista">
                <Stack gap={2}>
                  <Anchor
                    component={Link}
                    to={`/academy/barista-pool/barista-pool-detail?id=${barista.id}`}
                    fw={600}
                  >
                    {barista.name}
                  </Anchor>
                  <Text size="sm">
                    {t(`academyAvailability_${barista.availability}`)} ·{' '}
                    {t('academyAvailableFrom', { date: formatDate(barista.availableFrom) })} ·{' '}
                    {t('academyExperienceYearsCount', { count: barista.experienceYears })}
                  </Text>
                  <Group gap={4}>
                    {barista.skills.map((skill) => (
                      <Badge key={skill} variant="outline" size="sm">
                        {skill}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
    </AcademyPage>
  );
}
