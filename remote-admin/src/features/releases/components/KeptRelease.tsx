import { phnomPenhText, type ReleaseApp, type ReleaseFacts } from '@portal/shared/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../common/error-key';
import { useCreatePreviewLink } from '../api/create-preview-link';
import { CopyField } from './CopyField';
import type { ReleaseAction } from './ReleaseActionDialog';

/** One kept release: its version and build, what it is now, a preview link, and making it live or a canary. */
export function KeptRelease({
  app,
  facts,
  role,
  live,
  onAction,
}: {
  app: ReleaseApp;
  facts: ReleaseFacts;
  role: 'live' | 'canary' | 'kept';
  live: string | null;
  onAction: (action: ReleaseAction) => void;
}) {
  const { t } = useTranslation();
  const preview = useCreatePreviewLink();
  return (
    <Paper withBorder p="xs" data-testid={`kept-${facts.version}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {facts.version}
          </Text>
          {role === 'kept' ? null : (
            <Badge color={role === 'live' ? 'green' : 'yellow'}>
              {t(role === 'live' ? 'adminReleaseLive' : 'adminReleaseCanary')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {phnomPenhText(facts.builtAt)} · {facts.commit}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={preview.isPending}
            onClick={() => preview.mutate({ app, version: facts.version })}
          >
            {t('adminReleasePreview')}
          </Button>
          {role === 'kept' ? (
            <>
              <Button size="xs" onClick={() => onAction({ kind: 'promote', app, version: facts.version })}>
                {t('adminReleasePromote')}
              </Button>
              {live ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onAction({ kind: 'canary', app, version: facts.version, share: 10 })}
                >
                  {t('adminReleaseStartCanary')}
                </Button>
              ) : null}
            </>
          ) : null}
        </Group>
        {preview.data ? (
          <Stack gap={4}>
            <CopyField label={t('adminReleasePreviewLinkLabel')} value={preview.data.url} />
            <Text size="xs" c="dimmed">
              {t('adminReleasePreviewUntil', { at: phnomPenhText(preview.data.expiresAt) })}
            </Text>
          </Stack>
        ) : null}
        {preview.isError ? (
          <Alert color="red" role="alert">
            {t(errorKeyOf(preview.error))}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
