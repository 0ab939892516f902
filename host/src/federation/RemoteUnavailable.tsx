import { Button, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Given by the section that is showing: Retry forgets the failed load and tries the remote again. */
export const RetrySectionContext = createContext<() => void>(() => undefined);

export function RemoteUnavailable() {
  const { t } = useTranslation();
  const retry = useContext(RetrySectionContext);
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
