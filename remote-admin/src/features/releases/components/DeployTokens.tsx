import { showToast } from '@portal/shared';
import { type DeployToken, phnomPenhText, type ReleaseApp, releaseApps } from '@portal/shared/contract';
import { Modal } from '@portal/shared/overlays';
import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../common/error-key';
import { Section } from '../../../common/Section';
import { useCreateDeployToken } from '../api/create-deploy-token';
import { useDeployTokens } from '../api/get-deploy-tokens';
import { useRevokeDeployToken } from '../api/revoke-deploy-token';
import { CopyField } from './CopyField';

const wholeDays = /^\d{1,3}$/;

function TokenStatus({ token }: { token: DeployToken }) {
  const { t } = useTranslation();
  if (token.revokedAt) return <Badge color="gray">{t('adminDeployTokenRevoked')}</Badge>;
  if (Date.parse(token.expiresAt) <= Date.now())
    return <Badge color="orange">{t('adminDeployTokenExpired')}</Badge>;
  return <Badge color="green">{t('adminActive')}</Badge>;
}

function TokenCard({ token, onRevoke }: { token: DeployToken; onRevoke: () => void }) {
  const { t } = useTranslation();
  const usable = !token.revokedAt && Date.parse(token.expiresAt) > Date.now();
  return (
    <Paper withBorder p="xs" data-testid={`deploy-token-${token.id}`}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {token.app}
          </Text>
          <TokenStatus token={token} />
        </Group>
        {usable ? (
          <Button size="xs" color="red" variant="light" onClick={onRevoke}>
            {t('adminDeployTokenRevoke')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('adminDeployTokenCreated')}: {phnomPenhText(token.createdAt)} · {t('adminDeployTokenExpires')}:{' '}
        {phnomPenhText(token.expiresAt)} · {t('adminDeployTokenLastUsed')}:{' '}
        {token.lastUsedAt ? phnomPenhText(token.lastUsedAt) : t('adminDeployTokenNeverUsed')}
      </Text>
    </Paper>
  );
}

/** Deploy tokens per app: create one (shown this once, to copy), list them, revoke one. */
export function DeployTokens() {
  const { t } = useTranslation();
  const tokens = useDeployTokens();
  const create = useCreateDeployToken();
  const revoke = useRevokeDeployToken();
  const [app, setApp] = useState<ReleaseApp>('academy');
  const [days, setDays] = useState('30');
  const [error, setError] = useState('');
  const [revoking, setRevoking] = useState<DeployToken | null>(null);
  const [revokeError, setRevokeError] = useState('');

  const onCreate = () => {
    setError('');
    const expiresInDays = Number(days.trim());
    if (!wholeDays.test(days.trim()) || expiresInDays < 1 || expiresInDays > 366)
      return setError('adminDeployTokenDaysInvalid');
    create.mutate({ app, expiresInDays }, { onError: (failure) => setError(errorKeyOf(failure)) });
  };
  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        showToast({ message: t('adminDeployTokenRevokedToast') });
        setRevoking(null);
      },
      onError: (failure) => setRevokeError(errorKeyOf(failure)),
    });
  };

  return (
    <Section title={t('adminDeployTokens')} testId="deploy-tokens">
      <Stack gap="sm">
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={t('adminDeployTokenApp')}
            data={[...releaseApps]}
            value={app}
            onChange={(event) => setApp(event.currentTarget.value as ReleaseApp)}
          />
          <TextInput
            label={t('adminDeployTokenDays')}
            inputMode="numeric"
            w={140}
            value={days}
            onChange={(event) => setDays(event.currentTarget.value)}
          />
          <Button loading={create.isPending} onClick={onCreate}>
            {t('adminDeployTokenCreate')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {t(error)}
          </Alert>
        ) : null}
        {create.data ? (
          <Alert color="yellow" data-testid="new-deploy-token">
            <Stack gap="xs">
              <Text size="sm">{t('adminDeployTokenShownOnce', { app: create.data.app })}</Text>
              <CopyField label={t('adminDeployTokenNew')} value={create.data.token} />
            </Stack>
          </Alert>
        ) : null}
        {tokens.isError ? (
          <Alert color="red" role="alert">
            {t(errorKeyOf(tokens.error))}
          </Alert>
        ) : tokens.data?.length ? (
          [...tokens.data]
            .sort((a, b) => b.id - a.id)
            .map((token) => (
              <TokenCard
                key={token.id}
                token={token}
                onRevoke={() => {
                  setRevokeError('');
                  setRevoking(token);
                }}
              />
            ))
        ) : tokens.data ? (
          <Text c="dimmed">{t('adminNothingHere')}</Text>
        ) : null}
      </Stack>
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('adminDeployTokenRevoke')}
        centered
      >
        <Stack>
          <Text size="sm">
            {t('adminDeployTokenConfirmRevoke', {
              app: revoking?.app ?? '',
              at: revoking ? phnomPenhText(revoking.createdAt) : '',
            })}
          </Text>
          {revokeError ? (
            <Alert color="red" role="alert">
              {t(revokeError)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('adminCancel')}
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={onRevoke}>
              {t('adminReleaseConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
