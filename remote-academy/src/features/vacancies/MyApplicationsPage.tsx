import { AcademyStatusHistory, formatDate, showToast, toClientError } from '@portal/shared';
import { canWithdrawApplication } from '@portal/shared/contract';
import { Button, Group, Paper, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { QueryView } from '../../common/QueryView';
import { StatusBadge } from '../../common/StatusBadge';
import { useMyApplications, useWithdrawApplication } from './api/vacancies';

/** The caller's job applications, each with its status and history. */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const applications = useMyApplications();
  const withdraw = useWithdrawApplication();
  return (
    <AcademyPage titleKey="academyMyApplications" settings={academySettings.vacancy} signedIn>
      <QueryView
        query={applications}
        isEmpty={(list) => list.length === 0}
        emptyKey="academyNoApplicationsYet"
      >
        {(list) => (
          <Stack gap="sm">
            {list.map((application) => (
              <Paper withBorder p="md" radius="md" key={application.id} data-testid="academy-application">
                <Group justify="space-between" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>
                      {application.vacancy.position} · {application.vacancy.companyName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('academyAppliedOn', { date: formatDate(application.appliedAt) })}
                    </Text>
                    <AcademyStatusHistory history={application.history} />
                  </Stack>
                  <Stack gap="xs" align="flex-end">
                    <StatusBadge status={application.status} />
                    {canWithdrawApplication(application.status) && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={withdraw.isPending && withdraw.variables === application.id}
                        onClick={() =>
                          withdraw.mutate(application.id, {
                            onError: (error) =>
                              showToast({ message: t(toClientError(error).message), color: 'red' }),
                          })
                        }
                      >
                        {t('academyWithdraw')}
                      </Button>
                    )}
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
    </AcademyPage>
  );
}
