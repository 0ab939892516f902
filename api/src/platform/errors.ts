import { STATUS_CODES } from 'node:http';
import { ErrorCode, type ErrorEnvelope, errorEnvelopeSchema } from '@portal/shared/contract';
import { isDatabaseUnreachable } from '../db/database-errors';
import { type MessageParams, renderMessage } from './message-text';

/** What a service throws when a request cannot be served; `message` is a translation key the client shows. */
export class AppError extends Error {
  override readonly name = 'AppError';

  /**
   * With `params`, `message` is a template key rendered in the request's language ({{seconds}} → 42), for the
   * answers that must say a number (how long to wait).
   */
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
    readonly params?: MessageParams,
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
  systemUnderMaintenance: 'systemUnderMaintenance',
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

const messageKey = /^[A-Za-z][A-Za-z0-9]*$/;

type ErrorLike = { statusCode?: unknown; code?: unknown; validation?: { message?: string }[] };

/**
 * Maps anything thrown to the envelope. Failures with no domain code of their own get the contract's
 * plain-HTTP code, status × 10 (4000, 4040, 4130 …). Only AppError and request validation choose their message;
 * everything else gets a fixed key, so internals never reach the client.
 */
export const toErrorEnvelope = (error: unknown, language = 'en'): ErrorEnvelope => {
  if (error instanceof AppError) {
    const message = error.params ? renderMessage(error.message, error.params, language) : error.message;
    return errorEnvelope(error.statusCode, error.code, message);
  }
  const { statusCode, code, validation } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as ErrorLike;
  if (Array.isArray(validation) && validation.length > 0) {
    const message = validation[0]?.message ?? '';
    // Schemas carry message keys; a library's own sentence ("Invalid input: …") is answered as badRequest.
    return errorEnvelope(
      400,
      ErrorCode.validation,
      messageKey.test(message) ? message : platformMessage.badRequest,
    );
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const known = typeof code === 'string' ? messageByFastifyCode[code] : undefined;
    const message =
      known ?? (statusCode === 404 ? platformMessage.resourceNotFound : platformMessage.badRequest);
    return errorEnvelope(statusCode, statusCode * 10, message);
  }
  if (isDatabaseUnreachable(error)) {
    return errorEnvelope(503, ErrorCode.databaseUnavailable, platformMessage.systemUnderMaintenance);
  }
  return errorEnvelope(500, ErrorCode.internal, platformMessage.internalServerError);
};
