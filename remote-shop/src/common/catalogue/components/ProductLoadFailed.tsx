import { LoadFailed } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Alert, Anchor } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** A product's page whose read failed: not found with a way home on 404, the maintenance text with Retry otherwise. */
export function ProductLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadFailed
      error={error}
      onRetry={onRetry}
      notFound={
        <Alert color="red" title={t('catalogueProductNotFound')}>
          <Anchor component={Link} to="/">
            {t('home')}
          </Anchor>
        </Alert>
      }
    />
  );
}
