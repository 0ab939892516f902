import { toClientError } from '@portal/shared';
import { Alert, Button, Skeleton, Stack } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** A failed load: what went wrong in the user's words, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('serviceCouldNotLoad')}>
      <Stack gap="sm" align="flex-start">
        {t(toClientError(error).message)}
        <Button variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </Stack>
  );
}
