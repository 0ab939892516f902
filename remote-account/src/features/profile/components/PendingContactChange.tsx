import { showToast, toClientError } from '@portal/shared';
import { type ContactKind, contactChangeCodeFormSchema } from '@portal/shared/contract';
import { CodeField, Form, FormError, ResendCode, useContractForm, useFormSubmit } from '@portal/shared/forms';
import { Button, Group, Paper, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelContactChange } from '../api/cancel-contact-change';
import { resendContactChange } from '../api/resend-contact-change';
import { verifyContactChange } from '../api/verify-contact-change';

type Props = {
  kind: ContactKind;
  /** The new e-mail or phone, waiting for the code sent to it. */
  address: string;
  /** When its last code was sent (ms), or null when that was before this page was opened. */
  sentAt: number | null;
  onSent: (at: number) => void;
};

const pendingLabel = { email: 'accountPendingEmail', phone: 'accountPendingPhone' } as const;
const changedToast = { email: 'accountEmailChanged', phone: 'accountPhoneChanged' } as const;

/**
 * A new e-mail or phone waiting for its code: where the code went, the 6-digit field (as on the shell's code
 * screens), a resend after 60 seconds, and a way to take the change back. Until the code is entered the current
 * address stays the account's.
 */
export function PendingContactChange({ kind, address, sentAt, onSent }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(contactChangeCodeFormSchema, { code: '' });
  const [cancelling, setCancelling] = useState(false);
  const { error, busy, submit, setError } = useFormSubmit({
    validate: form.check,
    run: async () => {
      await verifyContactChange({ type: kind, code: form.body().code });
      showToast({ message: t(changedToast[kind]) });
    },
  });

  const sendAgain = async () => {
    try {
      await resendContactChange(kind);
      setError('');
      onSent(Date.now());
    } catch (err) {
      setError(toClientError(err).message);
    }
  };

  const takeBack = async () => {
    setCancelling(true);
    try {
      await cancelContactChange(kind);
      showToast({ message: t('accountContactChangeCancelled') });
    } catch (err) {
      setError(toClientError(err).message);
      setCancelling(false);
    }
  };

  return (
    <Paper withBorder p="md" data-testid={`account-pending-${kind}`}>
      <Form onSubmit={submit}>
        <Text fw={600}>{t(pendingLabel[kind], { address })}</Text>
        <Text size="sm" c="dimmed">
          {t('accountContactChangeHint')}
        </Text>
        <CodeField sentTo={address} {...form.getInputProps('code')} />
        <FormError errorKey={error} />
        <Group justify="space-between">
          <Group gap="xs">
            {/* A code sent before this page was opened may be asked for again at once. */}
            <ResendCode sentAt={sentAt} send={sendAgain} idleKey="resend" />
            <Button variant="subtle" color="gray" onClick={takeBack} loading={cancelling}>
              {t('accountContactChangeCancel')}
            </Button>
          </Group>
          <Button type="submit" loading={busy} disabled={busy}>
            {t('verify')}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}
