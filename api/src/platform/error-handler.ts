import { ErrorCode } from '@portal/shared/contract';
import type { FastifyError, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorEnvelope, platformMessage, toErrorEnvelope } from './errors';

/** What a client is told to wait while the database is unreachable: a restart or a failover takes about this. */
export const databaseRetryAfterSeconds = 5;

export const sendError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  const envelope = toErrorEnvelope(error, request.language);
  if (error instanceof AppError && typeof error.params?.seconds === 'number') {
    reply.header('retry-after', String(error.params.seconds));
  }
  if (envelope.code === ErrorCode.databaseUnavailable) {
    reply.header('retry-after', String(databaseRetryAfterSeconds));
    request.log.warn({ err: error }, 'database unreachable');
  } else if (envelope.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ statusCode: envelope.statusCode, code: envelope.code }, envelope.message);
  }
  return reply.status(envelope.statusCode).send(envelope);
};

/** Answers every failure, and every unknown route, with the spec's error envelope. */
export const errorHandlerPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.setErrorHandler<FastifyError>(sendError);
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(errorEnvelope(404, ErrorCode.notFound, platformMessage.resourceNotFound)),
  );
  done();
};

// Register on the root instance rather than an encapsulated child (what fastify-plugin does), so every route inherits it.
Object.assign(errorHandlerPlugin, { [Symbol.for('skip-override')]: true });
