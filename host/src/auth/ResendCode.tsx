import { Button } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '../common/toast-failure';
import { sendCode } from './auth-api';
import { type CodeTarget, resendButton, saveCodeTarget } from './code-target';
import { useNow } from './use-now';

/** Spec section 4: send, then a 60-second countdown, then resend, allowed only at 0. */
export function ResendCode({ target, onSent }: { target: CodeTarget; onSent: (target: CodeTarget) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const now = useNow(target.sentAt !== null);
  const button = resendButton(target.sentAt, now);

  const send = async () => {
    setBusy(true);
    try {
      await sendCode(target.purpose, target.to);
      const sent = { ...target, sentAt: Date.now() };
      saveCodeTarget(sent);
      onSent(sent);
    } catch (err) {
      toastFailure(err, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="subtle" onClick={send} loading={busy} disabled={button.disabled || busy}>
      {t(button.key, { seconds: button.seconds })}
    </Button>
  );
}
