import { type ClientError, showToast, toClientError } from '@portal/shared';

/** Server messages are translation keys (or texts already rendered, which t() returns as they are). */
export const toastFailure = (err: unknown, t: (key: string) => string): ClientError => {
  const error = toClientError(err);
  showToast({ message: t(error.message), color: 'red' });
  return error;
};
