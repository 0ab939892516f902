import { toClientError } from '@portal/shared';
import { useState } from 'react';

type Submission = {
  /** The message key of the first rule the form breaks, or null. */
  validate: () => string | null;
  run: () => Promise<void>;
};

/** A form's submit: its rules first, one request at a time; the server's message shown under the form. */
export function useSubmit({ validate, run }: Submission) {
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
      setError(toClientError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return { error, busy, submit, setError };
}
