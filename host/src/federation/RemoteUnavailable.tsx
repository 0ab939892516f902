import { useLocation } from '@portal/shared/router';
import { Alert, Button, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionOf } from '../app/route-table';
import { useOnline } from '../layout/offline/use-online';
import { recordFailure } from './release-health';

const onlineSettleMs = 1000;

/** Given by the section that is showing: Retry forgets the failed load and tries the remote again. */
export const RetrySectionContext = createContext<() => void>(() => undefined);

/**
 * Stands in for a section that did not load or failed to render: each page it is shown on failed for release health.
 * Offline, nothing could load: that is no failure of the release, the page says it waits for the connection, and
 * tries again by itself when the connection is back.
 */
export function RemoteUnavailable() {
  const { t } = useTranslation();
  const retry = useContext(RetrySectionContext);
  const { pathname } = useLocation();
  const online = useOnline();
  useEffect(() => {
    const section = sectionOf(pathname);
    if (section && navigator.onLine) recordFailure(section);
  }, [pathname]);
  useEffect(() => {
    // The browser reports the connection a moment before requests go through again.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retrySoon = () => {
      timer = setTimeout(retry, onlineSettleMs);
    };
    window.addEventListener('online', retrySoon);
    return () => {
      window.removeEventListener('online', retrySoon);
      clearTimeout(timer);
    };
  }, [retry]);
  if (!online)
    return (
      <Alert m="xl" color="yellow" role="status">
        {t('offlineSectionWaiting')}
      </Alert>
    );
  return (
    <Paper withBorder p="xl" m="md" role="alert" data-testid="section-unavailable">
      <Stack align="flex-start">
        <Title order={2}>{t('sectionUnavailable')}</Title>
        <Text c="dimmed">{t('sectionUnavailableHint')}</Text>
        <Button onClick={retry}>{t('retry')}</Button>
      </Stack>
    </Paper>
  );
}
