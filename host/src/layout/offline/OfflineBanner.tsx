import { Alert } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';

export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Alert color="yellow" variant="filled" radius={0} py={6} role="status" data-testid="offline-banner">
      {t('offlineBanner')}
    </Alert>
  );
}
