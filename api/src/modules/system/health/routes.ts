import { healthSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { SystemDeps } from '../route-deps';
import { pingDatabase } from './queries';

/**
 * Liveness (`/health`: the process answers; restart it when it does not) and readiness (`/health/ready`: it can
 * reach its database; send it no traffic while it cannot, 503 code 5030 like every route then).
 */
export const healthRoutes: FastifyPluginAsyncZod<SystemDeps> = async (app, { db, config }) => {
  const health = () => ok({ status: 'ok' as const, database: config.database.kind });
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers while the API process runs, whether or not its database is reachable',
        response: { 200: okEnvelope(healthSchema), ...errorResponses },
      },
    },
    async () => health(),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers when the API can serve: its database answers too',
        response: { 200: okEnvelope(healthSchema), ...errorResponses },
      },
    },
    async () => {
      await pingDatabase(db);
      return health();
    },
  );
};
