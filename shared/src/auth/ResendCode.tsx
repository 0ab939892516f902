import { showToast, toClientError } from '@portal/shared';
import { ResendCode as ResendButton } from '@portal/shared/forms';
import { useTranslation } from 'react-i18next';
import { sendCode } from './auth-api';
import { type CodeTarget, saveCodeTarget } from './code-target';

/** The code screens' resend: a new code to where the last one went, its time kept with the target. */
export function ResendCode({ target, onSent }: { target: CodeTarget; onSent: (target: CodeTarget) => void }) {
  const { t } = useTranslation();
  const send = async () => {
    try {
      await sendCode(target.purpose, target.to);
      const sent = { ...target, sentAt: Date.now() };
      saveCodeTarget(sent);
      onSent(sent);
    } catch (err) {
      showToast({ message: t(toClientError(err).message), color: 'red' });
    }
  };
  return <ResendButton sentAt={target.sentAt} send={send} />;
}
