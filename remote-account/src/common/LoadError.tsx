import { toClientError } from '@portal/shared';
import { Alert, Button, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** A failed load: the server's message (a translation key, or a text already written) and a Retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('systemError')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(toClientError(error).message)}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
