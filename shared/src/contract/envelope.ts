import { z } from 'zod';

/** Success envelope of every /client answer: `{ data, message: 'ok' }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string() });

export const listMetaSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** List envelope: `{ data: [...], message, meta: { limit, offset, total } }`. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), message: z.string(), meta: listMetaSchema });

/** Error envelope of spec section 8: HTTP status plus `{ statusCode, code, error, message }`. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The spec's error codes (section 8). 6000, 9001 and 9999 are produced by the client itself. */
export const ErrorCode = {
  networkError: 6000,
  timeout: 9001,
  unknown: 9999,
  socialLoginFailed: 1110,
  accountNotVerified: 1112,
  creditLineUnavailable: 1114,
  socialAccountConflict: 1118,
  accessTokenExpired: 4410,
  invalidToken: 4411,
  accountLocked: 4412,
  permissionDenied: 4430,
  phoneOrEmailInUse: 5101,
  /** Codes for plain HTTP failures that carry no domain code of their own. */
  validation: 4000,
  notFound: 4040,
  conflict: 4090,
  tooManyRequests: 4290,
  internal: 5000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
