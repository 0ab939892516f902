import { Button } from '@portal/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu brings the pop-up code (@portal/shared/overlays); it loads on the first click, never on the first visit.
const AppStoreMenu = lazy(() => import('./AppStoreMenu'));

/** The header's app download control: a button that opens the App Store / Google Play menu. */
export function AppDownload() {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const button = (loading: boolean) => (
    <Button variant="light" size="xs" loading={loading} onClick={() => setRequested(true)}>
      {t('getTheApp')}
    </Button>
  );
  if (!requested) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <AppStoreMenu />
    </Suspense>
  );
}
