import { ErrorCode } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, platformMessage } from './errors';

// PostgreSQL text cannot hold U+0000; refused here, it never reaches a query (it would fail there as a 500).
const nulCharacter = /\\u0000/i;

/**
 * The JSON parser of the calling scope: Fastify's own (prototype-poisoning safe), refusing NUL characters; with
 * `allowEmpty`, an empty body reads as no body (spec: some calls are sent with an empty body).
 */
export const useJsonBodyParser = (app: FastifyInstance, { allowEmpty = false } = {}) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (allowEmpty && text.trim() === '') return done(null, undefined);
    if (nulCharacter.test(text))
      return done(new AppError(400, ErrorCode.validation, platformMessage.badRequest), undefined);
    parse(request, text, done);
  });
};

/** A query string or path carrying a NUL character is refused before any route sees it. */
export const refuseNulInUrl = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.url.includes('%00')
        ? new AppError(400, ErrorCode.validation, platformMessage.badRequest)
        : undefined,
    );
  });
};
