/**
 * Failures that say the database cannot be reached right now (down, restarting, failing over, out of connections)
 * or could not answer in time (a statement or an idle transaction over its timeout), not that the request is wrong:
 * the API answers them 503 with Retry-After, and the next try may well succeed.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or in recovery), too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // query_canceled (statement_timeout), idle_in_transaction_session_timeout
  '57014',
  '25P03',
]);

// node-postgres reports a dropped connection and its pool's connect timeout by message alone.
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection is closed|Client was closed/i;

type Failure = { code?: unknown; message?: unknown; errors?: unknown };

export const isDatabaseUnreachable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as Failure;
  if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08'))) return true;
  // Node reports a refused connection to every address of a host name as an AggregateError.
  if (Array.isArray(errors) && errors.some(isDatabaseUnreachable)) return true;
  return typeof message === 'string' && unreachableMessages.test(message) && !('statusCode' in error);
};

/** serialization_failure and deadlock_detected: the transaction was rolled back whole and may simply be run again. */
export const isRetryableConflict = (error: unknown): boolean => {
  const code = (error as Failure | null)?.code;
  return code === '40001' || code === '40P01';
};

/** A unique constraint refused the write (PostgreSQL and PGlite both report SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
