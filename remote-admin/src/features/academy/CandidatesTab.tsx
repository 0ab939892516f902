import { AcademyStatusHistory, formatDate, formatUsd, NA } from '@portal/shared';
import { type AdminCandidateSummary, candidateStates } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Badge, Button, Group, NativeSelect, Skeleton, Stack, Text } from '@portal/shared/ui';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFilter, useListFilter } from '../../common/list-filters';
import { Pager } from '../../common/Pager';
import { useCandidate } from './api/get-candidate';
import { type CandidateFilter, useCandidates } from './api/get-candidates';

const stateKey = {
  all: 'adminAll',
  active: 'adminAcademyCvActive',
  expired: 'adminAcademyCvExpired',
} as const;

/** Every CV, expired ones too, searchable; one opens in place. */
export function CandidatesTab() {
  const { t } = useTranslation();
  const { filter, change, setOffset } = useListFilter<CandidateFilter>({ q: '', state: 'all', offset: 0 });
  const [open, setOpen] = useState<number | null>(null);
  const candidates = useCandidates(filter);
  return (
    <Stack>
      <Group align="flex-end">
        <SearchFilter
          label={t('adminAcademyCandidateSearch')}
          value={filter.q}
          onChange={(q) => change({ q })}
        />
        <NativeSelect
          label={t('adminAcademyState')}
          value={filter.state}
          data={candidateStates.map((value) => ({ value, label: t(stateKey[value]) }))}
          onChange={(event) => change({ state: event.currentTarget.value as CandidateFilter['state'] })}
        />
      </Group>
      {candidates.isPending ? (
        <Skeleton h={120} />
      ) : candidates.data?.data.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminAcademyCandidate')}</Table.Th>
              <Table.Th>{t('academyPosition')}</Table.Th>
              <Table.Th>{t('academyMinSalary')}</Table.Th>
              <Table.Th>{t('adminAcademyState')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {candidates.data.data.map((candidate) => (
              <Fragment key={candidate.id}>
                <CandidateRow
                  candidate={candidate}
                  open={open === candidate.id}
                  onToggle={() => setOpen(open === candidate.id ? null : candidate.id)}
                />
                {open === candidate.id && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <CandidateDetail id={candidate.id} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager meta={candidates.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}

function CandidateRow({
  candidate,
  open,
  onToggle,
}: {
  candidate: AdminCandidateSummary;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{`${candidate.firstName} ${candidate.lastName}`}</Text>
        <Text size="xs" c="dimmed">
          {candidate.phone} · {t('academyAgeYears', { count: candidate.age })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{candidate.position}</Text>
        <Text size="xs" c="dimmed">
          {candidate.location ?? NA}
        </Text>
      </Table.Td>
      <Table.Td>
        {t('academySalaryRange', {
          min: formatUsd(candidate.expectedSalaryMin),
          max: formatUsd(candidate.expectedSalaryMax),
        })}
      </Table.Td>
      <Table.Td>
        <Badge color={candidate.expired ? 'gray' : 'green'} variant="light">
          {t(candidate.expired ? 'adminAcademyCvExpired' : 'adminAcademyCvActive')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('adminAcademyExpiresOn', { date: formatDate(candidate.expiresAt) })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="default" onClick={onToggle}>
          {t(open ? 'adminAcademyHideCv' : 'adminAcademyViewCv')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function CandidateDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const cv = useCandidate(id);
  if (cv.isPending) return <Skeleton h={80} />;
  if (!cv.data) return <Text c="red">{t('adminSomethingWentWrong')}</Text>;
  const candidate = cv.data;
  return (
    <Stack gap={4}>
      <Group align="flex-start">
        {candidate.photoUrl && (
          <img
            src={candidate.photoUrl}
            alt={`${candidate.firstName} ${candidate.lastName}`}
            width={72}
            height={72}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        )}
        <Stack gap={2}>
          <Text size="sm">
            {[candidate.phone, candidate.email, formatDate(candidate.birthday)].filter(Boolean).join(' · ')}
          </Text>
          {candidate.about && <Text size="sm">{candidate.about}</Text>}
          <Text size="sm">
            {t('academySkills')}: {candidate.skills.join(', ')}
          </Text>
        </Stack>
      </Group>
      {candidate.educations.length > 0 && (
        <Text size="sm">
          {t('academyEducation')}:{' '}
          {candidate.educations
            .map((entry) =>
              [entry.school, entry.degree, `${entry.startYear}–${entry.endYear ?? t('academyPresent')}`]
                .filter(Boolean)
                .join(', '),
            )
            .join(' · ')}
        </Text>
      )}
      {candidate.experiences.length > 0 && (
        <Text size="sm">
          {t('academyExperience')}:{' '}
          {candidate.experiences
            .map(
              (entry) =>
                `${entry.position}, ${entry.company}, ${entry.startYear}–${entry.endYear ?? t('academyPresent')}`,
            )
            .join(' · ')}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {t('adminAcademyApplications')}
      </Text>
      {candidate.applications.length ? (
        candidate.applications.map((application) => (
          <Stack key={application.id} gap={0}>
            <Text size="sm">
              {application.vacancy.position} · {application.vacancy.companyName} ·{' '}
              {t(`academyStatus${application.status}`)}
            </Text>
            <AcademyStatusHistory history={application.history} />
          </Stack>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminNothingHere')}
        </Text>
      )}
    </Stack>
  );
}
