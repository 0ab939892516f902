import { AcademyStatusHistory, formatDate } from '@portal/shared';
import {
  type AdminApplication,
  type JobApplicationStatus,
  jobApplicationStatuses,
} from '@portal/shared/contract';
import { Badge, Group, NativeSelect, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../common/CsvDownloadButton';
import { Pager } from '../../common/Pager';
import { useApplications } from './api/get-applications';
import { useVacancies } from './api/get-vacancies';
import { useMoveApplication } from './api/move-application';
import { MovePanel } from './MovePanel';

/** The applications to one vacancy, with the recruiter's moves. */
export function ApplicationsTab({
  vacancyId,
  onVacancy,
}: {
  vacancyId: number;
  onVacancy: (vacancyId: number) => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<JobApplicationStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const vacancies = useVacancies({ state: 'all', offset: 0, limit: 200 });
  const applications = useApplications({ vacancyId, status, offset });
  return (
    <Stack>
      <Group align="flex-end">
        <NativeSelect
          label={t('adminAcademyVacancy')}
          value={vacancyId ? String(vacancyId) : ''}
          data={[
            { value: '', label: '—' },
            ...(vacancies.data?.data ?? []).map((vacancy) => ({
              value: String(vacancy.id),
              label: `${vacancy.position} · ${vacancy.companyName} (${vacancy.applicationCount})`,
            })),
          ]}
          onChange={(event) => {
            onVacancy(Number(event.currentTarget.value) || 0);
            setOffset(0);
          }}
        />
        <NativeSelect
          label={t('adminStatus')}
          value={status}
          data={[
            { value: '', label: t('adminAll') },
            ...jobApplicationStatuses.map((value) => ({ value, label: t(`academyStatus${value}`) })),
          ]}
          onChange={(event) => {
            setStatus(event.currentTarget.value as JobApplicationStatus | '');
            setOffset(0);
          }}
        />
        {vacancyId ? (
          <CsvDownloadButton
            path={`/academy/vacancies/${vacancyId}/applications/export`}
            params={status ? { status } : {}}
            name={`vacancy-${vacancyId}-applications`}
          />
        ) : null}
      </Group>
      {!vacancyId ? (
        <Text c="dimmed">{t('adminAcademyChooseVacancy')}</Text>
      ) : applications.isPending ? (
        <Skeleton h={120} />
      ) : applications.data?.data.length ? (
        applications.data.data.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager meta={applications.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}

function ApplicationCard({ application }: { application: AdminApplication }) {
  const { t } = useTranslation();
  const move = useMoveApplication();
  const name = `${application.candidate.firstName} ${application.candidate.lastName}`;
  return (
    <Paper withBorder p="md" component="article" aria-label={name}>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>
            {name} · {application.candidate.position}
          </Text>
          <Badge>{t(`academyStatus${application.status}`)}</Badge>
        </Group>
        <Text size="sm">
          {application.candidate.phone}
          {application.candidate.expired ? ` · ${t('adminAcademyCvExpired')}` : ''}
        </Text>
        {application.coverNote && <Text size="sm">{application.coverNote}</Text>}
        <Text size="xs" c="dimmed">
          {t('academyAppliedOn', { date: formatDate(application.appliedAt) })}
        </Text>
        <AcademyStatusHistory history={application.history} />
        <MovePanel
          statuses={application.nextStatuses}
          pending={move.isPending}
          move={(status, remark) => move.mutateAsync({ id: application.id, status, remark })}
        />
      </Stack>
    </Paper>
  );
}
