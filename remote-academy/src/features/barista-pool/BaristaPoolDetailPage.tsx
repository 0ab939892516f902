import { formatDate, NA } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { Badge, Group, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { QueryView } from '../../common/QueryView';
import { useBarista } from './api/barista-pool';

export default function BaristaPoolDetailPage() {
  return (
    <AcademyPage titleKey="baristaPoolDetail" settings={academySettings.baristaPool}>
      <BaristaDetail />
    </AcademyPage>
  );
}

function BaristaDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const barista = useBarista(Number.isInteger(id) ? id : 0);
  if (!Number.isInteger(id) || id <= 0) return <Text c="dimmed">{t('resourceNotFound')}</Text>;
  return (
    <QueryView query={barista} skeletons={1}>
      {(entry) => (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            {entry.photoUrl && (
              <img src={entry.photoUrl} alt="" width={96} height={96} style={{ borderRadius: 8 }} />
            )}
            <Title order={2} size="h3">
              {entry.name}
            </Title>
            <Text>
              {t(`academyAvailability_${entry.availability}`)} ·{' '}
              {t('academyAvailableFrom', { date: formatDate(entry.availableFrom) })}
            </Text>
            <Text size="sm">{t('academyExperienceYearsCount', { count: entry.experienceYears })}</Text>
            <Text size="sm">
              {t('academyLocation')}: {entry.location ?? NA}
            </Text>
            <Text size="sm">
              {t('academyPostedBy')}: {entry.postedBy === 'academy' ? t('academy') : entry.postedBy}
            </Text>
            {entry.about && <Text>{entry.about}</Text>}
            <Group gap={4}>
              {entry.skills.map((skill) => (
                <Badge key={skill} variant="outline">
                  {skill}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Paper>
      )}
    </QueryView>
  );
}
