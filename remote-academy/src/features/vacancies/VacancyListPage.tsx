import {
  dialogAtom,
  formatDate,
  formatUsd,
  isLoggedInAtom,
  NA,
  showToast,
  toClientError,
} from '@portal/shared';
import type { Vacancy } from '@portal/shared/contract';
import { FormError } from '@portal/shared/forms';
import { Link } from '@portal/shared/router';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { QueryView } from '../../common/QueryView';
import { StatusBadge } from '../../common/StatusBadge';
import { useApplyJob, useVacancies } from './api/vacancies';

/** Open vacancies; a signed-in job seeker applies with their CV. */
export default function VacancyListPage() {
  const { t } = useTranslation();
  const vacancies = useVacancies();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <AcademyPage titleKey="academyVacancies" settings={academySettings.vacancy}>
      {loggedIn && (
        <Anchor component={Link} to="/academy/vacancy/my-applications">
          {t('academyMyApplications')}
        </Anchor>
      )}
      <QueryView query={vacancies} isEmpty={(list) => list.length === 0} emptyKey="academyNoVacanciesYet">
        {(list) => (
          <Stack gap="sm">
            {list.map((vacancy) => (
              <VacancyCard vacancy={vacancy} key={vacancy.id} />
            ))}
          </Stack>
        )}
      </QueryView>
    </AcademyPage>
  );
}

function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const apply = useApplyJob();
  const [open, setOpen] = useState(false);
  const [coverNote, setCoverNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = () =>
    apply.mutate(
      { vacancyId: vacancy.id, coverNote },
      {
        onSuccess: () => {
          setOpen(false);
          showToast({ message: t('academyApplicationSent') });
        },
        onError: (failure) => setError(toClientError(failure).message),
      },
    );

  return (
    <Paper withBorder p="md" radius="md" data-testid="academy-vacancy">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>
              {vacancy.position} · {vacancy.companyName}
            </Text>
            <Text size="sm">{vacancy.shopDescription}</Text>
            <Text size="sm" c="dimmed">
              {vacancy.location ?? NA} ·{' '}
              {t('academySalaryRange', {
                min: formatUsd(vacancy.salaryMin),
                max: formatUsd(vacancy.salaryMax),
              })}{' '}
              · {t('academyHiringCount', { count: vacancy.numberOfHiring })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('academyPostedOn', { date: formatDate(vacancy.postedAt) })} ·{' '}
              {t('academyClosesOn', { date: formatDate(vacancy.closingDate) })}
            </Text>
          </Stack>
          {vacancy.myApplicationStatus ? (
            <StatusBadge status={vacancy.myApplicationStatus} />
          ) : (
            <Button size="xs" onClick={() => (loggedIn ? setOpen(!open) : setDialog('login'))}>
              {t('academyApply')}
            </Button>
          )}
        </Group>
        {open && (
          <Stack gap="xs">
            <TextInput
              label={t('academyCoverNote')}
              value={coverNote}
              onChange={(event) => setCoverNote(event.currentTarget.value)}
            />
            <FormError errorKey={error} />
            {(error === 'academyCreateYourCvFirst' || error === 'academyRenewYourCvFirst') && (
              <Anchor component={Link} to="/academy/candidate-pool">
                {t('academyMyCv')}
              </Anchor>
            )}
            <Button size="xs" w="fit-content" loading={apply.isPending} onClick={send}>
              {t('academySendApplication')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
