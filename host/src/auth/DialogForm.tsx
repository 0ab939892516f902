import { type ClientError, toClientError } from '@portal/shared';
import { Stack } from '@portal/shared/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from './auth-api';

type Submission = {
  /** The message key of the first rule the form breaks, or null. */
  validate: () => string | null;
  run: () => Promise<void>;
  /** A failure the form handles itself; return true to skip the default toast of the server's message. */
  onFailure?: (error: ClientError, setError: (key: string) => void) => boolean;
};

/** The submit of every sign-in dialog: the rules first, one request at a time, a failure toasted. */
export function useDialogSubmit({ validate, run, onFailure }: Submission) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = validate();
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      await run();
    } catch (err) {
      if (!onFailure?.(toClientError(err), setError)) toastFailure(err, t);
    } finally {
      setBusy(false);
    }
  };

  return { error, busy, submit };
}

/** A dialog's form: Enter submits, the browser's own validation stays out of the way of the spec's messages. */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}
