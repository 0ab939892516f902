import { type ClientError, toClientError } from '@portal/shared';
import { useState } from 'react';

type Submission = {
  /** The message key of the first rule the form breaks, or null. */
  validate: () => string | null;
  run: () => Promise<void>;
  /** A failure the form shows its own way; answer true when handled, else its message shows under the form. */
  onFailure?: (error: ClientError, setError: (key: string) => void) => boolean;
};

/** A form's submit: its rules first, one request at a time; a failure's message under the form unless handled. */
export function useFormSubmit({ validate, run, onFailure }: Submission) {
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
      const failure = toClientError(err);
      if (!onFailure?.(failure, setError)) setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return { error, busy, submit, setError };
}
