import { Alert, Button, Group, Text } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchForUpdates } from './service-worker';

/** 'A new version is available. Reload?' once a new build of the portal is installed (production builds only). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    watchForUpdates((next) => setApply(() => next));
  }, []);
  if (!apply) return null;
  return (
    <Alert variant="light" radius={0} py={6} role="status" data-testid="update-prompt">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('appUpdateAvailable')}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={apply}>
            {t('appUpdateReload')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setApply(null)}>
            {t('appUpdateLater')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
