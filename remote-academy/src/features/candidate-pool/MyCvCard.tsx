import { formatDate, showToast, toClientError } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useMyCv, useRenewCv } from './api/my-cv';

/** The job seeker's own CV: create it, see until when it stays in the pool, renew it monthly. */
export function MyCvCard() {
  const { t } = useTranslation();
  const cv = useMyCv();
  const renew = useRenewCv();
  if (cv.isPending) return <Skeleton height={96} />;
  if (cv.isError) return <Alert color="red">{t(toClientError(cv.error).message)}</Alert>;
  return (
    <Paper withBorder p="md" radius="md" data-testid="academy-my-cv">
      {cv.data === null ? (
        <Group justify="space-between">
          <Text>{t('academyNoCvYet')}</Text>
          <Button component={Link} to="/academy/candidate-pool/create-candidate-pool">
            {t('createCandidatePool')}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>
                {cv.data.firstName} {cv.data.lastName} · {cv.data.position}
              </Text>
              <Text size="sm" c="dimmed">
                {t('academyCvValidUntil', { date: formatDate(cv.data.expiresAt) })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                loading={renew.isPending}
                onClick={() =>
                  renew.mutate(undefined, {
                    onSuccess: () => showToast({ message: t('academyCvRenewed') }),
                    onError: (error) => showToast({ message: t(toClientError(error).message), color: 'red' }),
                  })
                }
              >
                {t('academyRenewCv')}
              </Button>
              <Button
                component={Link}
                to="/academy/candidate-pool/create-candidate-pool"
                variant="subtle"
                size="xs"
              >
                {t('academyEditCv')}
              </Button>
            </Group>
          </Group>
          {cv.data.expired && (
            <Alert color="orange" data-testid="academy-cv-expired">
              {t('academyCvExpired')}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
