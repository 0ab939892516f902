import { Button } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendButton } from './resend-button';
import { useNow } from './use-now';

type Props = {
  /** When the last code was sent (ms); null before the first send, or when that was before the page was opened. */
  sentAt: number | null;
  /** Asks for a new code; shows its own failure. */
  send: () => Promise<void>;
  /** What the button says while no send time is known: 'sendCode' (none sent yet) or 'resend' (one went earlier). */
  idleKey?: 'sendCode' | 'resend';
};

/** Spec section 4: send, then a 60-second countdown, then resend, allowed only at 0. */
export function ResendCode({ sentAt, send, idleKey = 'sendCode' }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const now = useNow(sentAt !== null);
  const button = resendButton(sentAt, now, idleKey);

  const click = async () => {
    setBusy(true);
    try {
      await send();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="subtle" onClick={click} loading={busy} disabled={button.disabled || busy}>
      {t(button.key, { seconds: button.seconds })}
    </Button>
  );
}
