import { Alert, Skeleton, Stack, Text } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../common/error-key';
import { Section } from '../../../common/Section';
import { useReleaseHealth } from '../api/get-release-health';
import { healthPerRelease } from '../release-summary';

const ReleaseHealthChart = lazy(() => import('./ReleaseHealthChart'));

/** The releases the chart draws, the most loaded: more bars than this are unreadable on a phone. */
const charted = 10;

/** Page loads and failure rate per release over the last day, as the browsers reported them. */
export function ReleaseHealthPanel() {
  const { t } = useTranslation();
  const health = useReleaseHealth(24);
  const rows = health.data ? healthPerRelease(health.data) : [];
  return (
    <Section title={t('adminReleaseHealth')} testId="release-health">
      {health.isPending ? (
        <Skeleton h={300} />
      ) : health.isError ? (
        <Alert color="red" role="alert">
          {t(errorKeyOf(health.error))}
        </Alert>
      ) : rows.length ? (
        <Stack gap="sm">
          <Suspense fallback={<Skeleton h={300} />}>
            <ReleaseHealthChart rows={rows.slice(0, charted)} title={t('adminReleaseHealth')} />
          </Suspense>
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row) => (
              <li key={row.release} data-testid="release-health-row" style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm">
                  <b>{row.release}</b>:{' '}
                  {t('adminReleaseHealthRow', { loads: row.loads, rate: row.failureRate })}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Text c="dimmed">{t('adminReleaseHealthNone')}</Text>
      )}
    </Section>
  );
}
