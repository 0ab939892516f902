import { formatUsd, useProfile } from '@portal/shared';
import { isBusinessPartnerGroup } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { QueryView } from '../../common/QueryView';
import { useCandidates } from './api/get-candidates';
import { MyCvCard } from './MyCvCard';

/** Job seekers keep their CV here; business partners browse the CVs that are in date. */
export default function CandidatePoolPage() {
  const { t } = useTranslation();
  return (
    <AcademyPage titleKey="candidatePool" settings={academySettings.candidatePool} signedIn>
      <Title order={2} size="h4">
        {t('academyMyCv')}
      </Title>
      <MyCvCard />
      <Group gap="md">
        <Anchor component={Link} to="/academy/vacancy">
          {t('academyVacancies')}
        </Anchor>
        <Anchor component={Link} to="/academy/vacancy/my-applications">
          {t('academyMyApplications')}
        </Anchor>
      </Group>
      <Title order={2} size="h4">
        {t('academyCandidates')}
      </Title>
      <CandidateBrowser />
    </AcademyPage>
  );
}

function CandidateBrowser() {
  const { t } = useTranslation();
  const profile = useProfile();
  const partner = isBusinessPartnerGroup(profile.data?.customerGroup.id);
  const [search, setSearch] = useState('');
  const candidates = useCandidates(search.trim(), partner);
  if (profile.data && !partner) {
    return (
      <Alert color="orange" data-testid="academy-business-partner-only">
        {t('thisPageAllowsBusinessPartnerOnly')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <TextInput
        label={t('academySearchCandidates')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryView query={candidates} isEmpty={(list) => list.length === 0} emptyKey="academyNoCandidatesYet">
        {(list) => (
          <Stack gap="sm">
            {list.map((candidate) => (
              <Paper withBorder p="md" radius="md" key={candidate.id} data-testid="academy-candidate">
                <Group align="flex-start" wrap="nowrap">
                  {candidate.photoUrl && (
                    <img
                      src={candidate.photoUrl}
                      alt=""
                      width={56}
                      height={56}
                      style={{ borderRadius: 8, objectFit: 'cover' }}
                    />
                  )}
                  <Stack gap={2} style={{ flex: 1 }}>
                    <Anchor
                      component={Link}
                      to={`/academy/candidate-pool/candidate-detail?id=${candidate.id}`}
                      fw={600}
                    >
                      {candidate.firstName} {candidate.lastName}
                    </Anchor>
                    <Text size="sm">
                      {candidate.position} · {t('academyAgeYears', { count: candidate.age })}
                      {candidate.location ? ` · ${candidate.location}` : ''}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('academySalaryRange', {
                        min: formatUsd(candidate.expectedSalaryMin),
                        max: formatUsd(candidate.expectedSalaryMax),
                      })}
                    </Text>
                    <Group gap={4}>
                      {candidate.skills.map((skill) => (
                        <Badge key={skill} variant="outline" size="sm">
                          {skill}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
