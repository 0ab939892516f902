import { formatDate, formatUsd, NA } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { Badge, Group, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { QueryView } from '../../common/QueryView';
import { useCandidate } from './api/get-candidates';

/** One CV of the pool, for business partners. */
export default function CandidateDetailPage() {
  return (
    <AcademyPage titleKey="candidateDetail" settings={academySettings.candidatePool} businessPartnerOnly>
      <CandidateDetail />
    </AcademyPage>
  );
}

const years = (start: number, end: number | null, present: string) => `${start} – ${end ?? present}`;

function CandidateDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const candidate = useCandidate(Number.isInteger(id) ? id : 0);
  if (!Number.isInteger(id) || id <= 0) return <Text c="dimmed">{t('resourceNotFound')}</Text>;
  return (
    <QueryView query={candidate} skeletons={2}>
      {(cv) => (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group align="flex-start">
              {cv.photoUrl && (
                <img src={cv.photoUrl} alt="" width={96} height={96} style={{ borderRadius: 8 }} />
              )}
              <Stack gap={2}>
                <Title order={2} size="h3">
                  {cv.firstName} {cv.lastName}
                </Title>
                <Text>{cv.position}</Text>
                <Text size="sm" c="dimmed">
                  {t('academyBirthday')}: {formatDate(cv.birthday)} ·{' '}
                  {t('academyAgeYears', { count: cv.age })}
                </Text>
                <Text size="sm">
                  {cv.phone} · {cv.email ?? NA}
                </Text>
                <Text size="sm">
                  {t('academySalaryRange', {
                    min: formatUsd(cv.expectedSalaryMin),
                    max: formatUsd(cv.expectedSalaryMax),
                  })}
                </Text>
              </Stack>
            </Group>
            {cv.about && <Text>{cv.about}</Text>}
            <Group gap={4}>
              {cv.skills.map((skill) => (
                <Badge key={skill} variant="outline">
                  {skill}
                </Badge>
              ))}
            </Group>
            <Title order={3} size="h5">
              {t('academyEducation')}
            </Title>
            {cv.educations.length === 0 && <Text c="dimmed">{NA}</Text>}
            {cv.educations.map((row) => (
              <Text size="sm" key={`${row.school}-${row.startYear}`}>
                {row.school}
                {row.degree ? `, ${row.degree}` : ''} (
                {years(row.startYear, row.endYear, t('academyPresent'))})
              </Text>
            ))}
            <Title order={3} size="h5">
              {t('academyExperience')}
            </Title>
            {cv.experiences.length === 0 && <Text c="dimmed">{NA}</Text>}
            {cv.experiences.map((row) => (
              <Text size="sm" key={`${row.company}-${row.startYear}`}>
                {row.position}, {row.company} ({years(row.startYear, row.endYear, t('academyPresent'))})
                {row.description ? ` — ${row.description}` : ''}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              {t('academyCvValidUntil', { date: formatDate(cv.expiresAt) })}
            </Text>
          </Stack>
        </Paper>
      )}
    </QueryView>
  );
}
