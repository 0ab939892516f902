import { isAxiosError } from 'axios';
import type { ErrorEnvelope } from '../contract/envelope';
import { ErrorCode } from '../contract/error-codes';

export type ClientError = { message: string; statusCode: number; error: string; code: number; failed: true };

type Fallback = Omit<ClientError, 'failed' | 'statusCode'>;

const maintenance: Fallback = {
  // The spec's spelling, kept: it is the text users have always seen.
  message: 'System under maintanance. Please try again later.',
  code: ErrorCode.internal,
  error: 'Internal Server Error',
};
const validation: Fallback = {
  message: 'Request validation failed.',
  code: ErrorCode.validation,
  error: 'Bad Request',
};

/** Spec section 8, per HTTP status; 401 is decided by the server's code below. */
const byStatus: Record<number, Fallback> = {
  400: validation,
  403: {
    message: 'Access denied. You do not have permission.',
    code: ErrorCode.permissionDenied,
    error: 'Forbidden',
  },
  404: { message: 'The requested resource was not found.', code: ErrorCode.notFound, error: 'Not Found' },
  409: {
    message: 'Conflict occurred. Duplicate entry or state conflict.',
    code: ErrorCode.conflict,
    error: 'Conflict',
  },
  422: { ...validation, error: 'Unprocessable Entity' },
  500: maintenance,
  502: { ...maintenance, error: 'Bad Gateway' },
  503: { ...maintenance, error: 'Service Unavailable' },
  504: { ...maintenance, error: 'Gateway Timeout' },
};

const tokenExpired: Fallback = {
  message: 'Token expired. Please log in again.',
  code: ErrorCode.accessTokenExpired,
  error: 'Unauthorized',
};
const loggedOut: Fallback = {
  message: 'Unauthorized: You have been logged out.',
  code: ErrorCode.invalidToken,
  error: 'Unauthorized',
};
const unknown: Fallback = {
  message: 'An unknown error occurred.',
  code: ErrorCode.unknown,
  error: 'Unknown Error',
};
const noResponse: Fallback = {
  message: 'Network Error: Unable to connect to the server, server is under maintenance.',
  code: ErrorCode.networkError,
  error: 'Network Error',
};
const timedOut: Fallback = {
  message: 'The server took too long to answer. Please try again.',
  code: ErrorCode.timeout,
  error: 'Timeout',
};

// Read field by field rather than with the zod schema, which would put the schema library on the first screen.
const serverEnvelope = (err: unknown): Partial<ErrorEnvelope> | undefined => {
  const body: unknown = isAxiosError(err) ? err.response?.data : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const { statusCode, code, error, message } = body as Record<string, unknown>;
  const int = (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { statusCode: int(statusCode), code: int(code), error: text(error), message: text(message) };
};

/** The server's own message when it answered with the error envelope. */
export const serverMessage = (err: unknown): string | undefined => serverEnvelope(err)?.message || undefined;

const fallbackFor = (err: unknown): Fallback & { statusCode: number } => {
  // statusCode 0: no HTTP answer was received.
  if (!isAxiosError(err)) return { ...unknown, statusCode: 0 };
  if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') return { ...timedOut, statusCode: 0 };
  const status = err.response?.status;
  if (status === undefined) return { ...noResponse, statusCode: 0 };
  if (status === 401) {
    const expired = serverEnvelope(err)?.code === ErrorCode.accessTokenExpired;
    return { ...(expired ? tokenExpired : loggedOut), statusCode: 401 };
  }
  return { ...(byStatus[status] ?? unknown), statusCode: status };
};

/** Any failure of a call, as the result of spec section 8; the server's message, code and name win. */
export const toClientError = (err: unknown): ClientError => {
  const fallback = fallbackFor(err);
  const server = serverEnvelope(err);
  return {
    message: server?.message || fallback.message,
    statusCode: fallback.statusCode,
    error: server?.error || fallback.error,
    code: server?.code ?? fallback.code,
    failed: true,
  };
};

/** Generic error toasts show the server's message with its first letter capitalised. */
export const capitalizeFirst = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
