import { type ClientError, showToast } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from './use-form-submit';

type Submission = {
  /** The message key of the first rule the form breaks, or null. */
  validate: () => string | null;
  run: () => Promise<void>;
  /** A failure the form handles itself; return true to skip the default toast of the server's message. */
  onFailure?: (error: ClientError, setError: (key: string) => void) => boolean;
};

/** The submit of every shell dialog: the rules first, one request at a time, a failure toasted. */
export function useDialogSubmit({ validate, run, onFailure }: Submission) {
  const { t } = useTranslation();
  const { error, busy, submit } = useFormSubmit({
    validate,
    run,
    onFailure: (failure, setError) => {
      if (!onFailure?.(failure, setError)) showToast({ message: t(failure.message), color: 'red' });
      return true;
    },
  });
  return { error, busy, submit };
}
