import { Alert, Button, Stack, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toClientError } from '../api/errors';

type LoadFailedProps = {
  error: unknown;
  onRetry: () => void;
  /** What the page shows for a 404: its own "not found" and a way out. */
  notFound?: ReactNode;
};

/**
 * A page's read that failed, as spec section 8 says: a 404 is the page's "not found"; 500–504, no answer or a
 * timeout is the maintenance text with Retry (an outage never reads as a missing product); anything else is the
 * server's message with Retry.
 */
export function LoadFailed({ error, onRetry, notFound }: LoadFailedProps) {
  const { t } = useTranslation();
  const failure = toClientError(error);
  if (failure.statusCode === 404 && notFound) return <>{notFound}</>;
  const outage = failure.statusCode === 0 || failure.statusCode >= 500;
  return (
    <Alert color="red" title={t('systemError')} role="alert" data-testid="load-failed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(outage ? 'systemUnderMaintenance' : failure.message)}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
