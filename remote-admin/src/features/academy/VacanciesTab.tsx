import { formatDate, formatUsd, NA, showToast } from '@portal/shared';
import { type AdminVacancy, vacancyStates } from '@portal/shared/contract';
import { Badge, Button, Group, NativeSelect, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { Pager } from '../../common/Pager';
import { useCloseVacancy } from './api/close-vacancy';
import { useVacancies, type VacancyFilter } from './api/get-vacancies';
import { VacancyFormPanel } from './VacancyFormPanel';

const stateKey = { all: 'adminAll', open: 'adminAcademyOpen', closed: 'adminAcademyClosed' } as const;

/** Every vacancy, open or closed: post a new one, edit, close, and go to its applications. */
export function VacanciesTab({ onApplications }: { onApplications: (vacancyId: number) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<VacancyFilter>({ state: 'open', offset: 0 });
  const [creating, setCreating] = useState(false);
  const vacancies = useVacancies(filter);
  return (
    <Stack>
      <Group align="flex-end" justify="space-between">
        <NativeSelect
          label={t('adminAcademyState')}
          w={220}
          value={filter.state}
          data={vacancyStates.map((value) => ({ value, label: t(stateKey[value]) }))}
          onChange={(event) =>
            setFilter({ state: event.currentTarget.value as VacancyFilter['state'], offset: 0 })
          }
        />
        {!creating && <Button onClick={() => setCreating(true)}>{t('adminAcademyNewVacancy')}</Button>}
      </Group>
      {creating && <VacancyFormPanel onDone={() => setCreating(false)} />}
      {vacancies.isPending ? (
        <Skeleton h={120} />
      ) : vacancies.data?.data.length ? (
        vacancies.data.data.map((vacancy) => (
          <VacancyCard key={vacancy.id} vacancy={vacancy} onApplications={onApplications} />
        ))
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager
        meta={vacancies.data?.meta}
        onOffset={(offset) => setFilter((current) => ({ ...current, offset }))}
      />
    </Stack>
  );
}

function VacancyCard({
  vacancy,
  onApplications,
}: {
  vacancy: AdminVacancy;
  onApplications: (vacancyId: number) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState('');
  const close = useCloseVacancy();
  if (editing) return <VacancyFormPanel vacancy={vacancy} onDone={() => setEditing(false)} />;
  const onClose = () =>
    close.mutateAsync(vacancy.id).then(
      () => showToast({ message: t('adminAcademyVacancyClosed') }),
      (failure) => setError(errorKeyOf(failure)),
    );
  return (
    <Paper withBorder p="md" component="article" aria-label={`${vacancy.position} · ${vacancy.companyName}`}>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>
            {vacancy.position} · {vacancy.companyName}
          </Text>
          <Badge color={vacancy.isOpen ? 'green' : 'gray'}>
            {t(vacancy.isOpen ? 'adminAcademyOpen' : 'adminAcademyClosed')}
          </Badge>
        </Group>
        <Text size="sm">{vacancy.shopDescription}</Text>
        <Text size="sm">
          {vacancy.location ?? NA} ·{' '}
          {t('academySalaryRange', { min: formatUsd(vacancy.salaryMin), max: formatUsd(vacancy.salaryMax) })}{' '}
          · {t('academyHiringCount', { count: vacancy.numberOfHiring })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('academyPostedOn', { date: formatDate(vacancy.postedAt) })}
          {vacancy.closingDate ? ` · ${t('academyClosesOn', { date: formatDate(vacancy.closingDate) })}` : ''}
        </Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {t(error)}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onApplications(vacancy.id)}>
            {t('adminAcademyApplicationCount', { count: vacancy.applicationCount })}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            {t('adminEdit')}
          </Button>
          {vacancy.isOpen && (
            <Button size="xs" color="red" variant="light" onClick={onClose} loading={close.isPending}>
              {t('adminAcademyCloseVacancy')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
