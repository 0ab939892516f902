import { STATUS_CODES } from 'node:http';
import { ErrorCode, type ErrorEnvelope, errorEnvelopeSchema } from '@portal/shared/contract';

/** What a service throws when a request cannot be served; `message` is a translation key the client shows. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Message keys of the failures the platform itself answers. */
export const platformMessage = {
  badRequest: 'badRequest',
  malformedJsonBody: 'malformedJsonBody',
  payloadTooLarge: 'payloadTooLarge',
  unsupportedMediaType: 'unsupportedMediaType',
  resourceNotFound: 'resourceNotFound',
  internalServerError: 'internalServerError',
} as const;

const messageByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: platformMessage.malformedJsonBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: platformMessage.malformedJsonBody,
  FST_ERR_CTP_BODY_TOO_LARGE: platformMessage.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: platformMessage.unsupportedMediaType,
};

export const errorEnvelope = (statusCode: number, code: number, message: string): ErrorEnvelope => ({
  statusCode,
  code,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

type ErrorLike = { statusCode?: unknown; code?: unknown; validation?: { message?: string }[] };

/**
 * Maps anything thrown to the envelope. Failures with no domain code of their own get the contract's
 * plain-HTTP code, status × 10 (4000, 4040, 4130 …). Only AppError and request validation choose their message;
 * everything else gets a fixed key, so internals never reach the client.
 */
export const toErrorEnvelope = (error: unknown): ErrorEnvelope => {
  if (error instanceof AppError) {
    return errorEnvelope(error.statusCode, error.code, error.message);
  }
  const { statusCode, code, validation } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as ErrorLike;
  if (Array.isArray(validation) && validation.length > 0) {
    return errorEnvelope(400, ErrorCode.validation, validation[0]?.message || platformMessage.badRequest);
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const known = typeof code === 'string' ? messageByFastifyCode[code] : undefined;
    const message =
      known ?? (statusCode === 404 ? platformMessage.resourceNotFound : platformMessage.badRequest);
    return errorEnvelope(statusCode, statusCode * 10, message);
  }
  return errorEnvelope(500, ErrorCode.internal, platformMessage.internalServerError);
};
