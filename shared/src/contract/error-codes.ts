// Plain values, no zod: the browser's first screen imports these without loading the schema library.

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
  /** Wrong phone/e-mail or password at sign-in (HTTP 401). */
  invalidCredentials: 4010,
  notFound: 4040,
  conflict: 4090,
  tooManyRequests: 4290,
  internal: 5000,
  /** The database cannot be reached for now (503 with Retry-After): the spec's maintenance message. */
  databaseUnavailable: 5030,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
