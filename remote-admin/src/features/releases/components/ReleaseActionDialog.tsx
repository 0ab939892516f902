import { showToast } from '@portal/shared';
import type { ReleaseApp } from '@portal/shared/contract';
import { Modal, Textarea } from '@portal/shared/overlays';
import { Alert, Button, Group, Stack, Text, TextInput } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../common/error-key';
import { usePromoteRelease } from '../api/promote-release';
import { useRollbackRelease } from '../api/rollback-release';

/** A change of the registry a staff member asked for, to confirm: the page's buttons each make one. */
export type ReleaseAction =
  | { kind: 'promote' | 'complete'; app: ReleaseApp; version: string }
  | { kind: 'canary'; app: ReleaseApp; version: string; share: number }
  | { kind: 'rollback' | 'endCanary'; app: ReleaseApp; live: string };

const questionKey = {
  promote: 'adminReleaseConfirmPromote',
  complete: 'adminReleaseConfirmPromote',
  canary: 'adminReleaseConfirmCanary',
  rollback: 'adminReleaseConfirmRollback',
  endCanary: 'adminReleaseConfirmEndCanary',
} as const;

const titleKey = {
  promote: 'adminReleasePromote',
  complete: 'adminReleaseCompleteCanary',
  canary: 'adminReleaseStartCanary',
  rollback: 'adminReleaseRollback',
  endCanary: 'adminReleaseEndCanary',
} as const;

const wholePercent = /^\d{1,2}$/;

/** Asks to confirm a promotion, canary or rollback, with an optional reason (and the share for a canary). */
export function ReleaseActionDialog({
  action,
  onClose,
}: {
  action: ReleaseAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const promote = usePromoteRelease();
  const rollback = useRollbackRelease();
  const [reason, setReason] = useState('');
  const [share, setShare] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    setReason('');
    setError('');
    setShare(action?.kind === 'canary' ? String(action.share) : '');
  }, [action]);
  if (!action) return null;

  const done = {
    onSuccess: () => {
      showToast({ message: t('adminReleaseChanged', { app: action.app }) });
      onClose();
    },
    onError: (failure: unknown) => setError(errorKeyOf(failure)),
  };
  const because = reason.trim() ? { reason: reason.trim() } : {};
  const onConfirm = () => {
    setError('');
    if ('live' in action) return rollback.mutate({ app: action.app, body: because }, done);
    if (action.kind === 'canary') {
      const percent = Number(share.trim());
      if (!wholePercent.test(share.trim()) || percent < 1 || percent > 99)
        return setError('adminReleaseShareInvalid');
      return promote.mutate(
        { app: action.app, body: { version: action.version, canary: percent, ...because } },
        done,
      );
    }
    promote.mutate({ app: action.app, body: { version: action.version, ...because } }, done);
  };

  return (
    <Modal opened onClose={onClose} title={t(titleKey[action.kind])} centered>
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(questionKey[action.kind], {
            app: action.app,
            version: 'version' in action ? action.version : '',
            live: 'live' in action ? action.live : '',
          })}
        </Text>
        {action.kind === 'canary' ? (
          <TextInput
            label={t('adminReleaseSharePercent')}
            inputMode="numeric"
            value={share}
            onChange={(event) => setShare(event.currentTarget.value)}
          />
        ) : null}
        <Textarea
          label={t('adminReleaseReason')}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" role="alert">
            {t(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminCancel')}
          </Button>
          <Button
            color={action.kind === 'rollback' || action.kind === 'endCanary' ? 'red' : undefined}
            loading={promote.isPending || rollback.isPending}
            onClick={onConfirm}
          >
            {t('adminReleaseConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
