import { healthSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { ok } from '../../platform/ok';
import { pingDatabase } from './queries';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers when the API and its database are up',
        response: { 200: okEnvelope(healthSchema), ...errorResponses },
      },
    },
    async () => {
      await pingDatabase(db);
      return ok({ status: 'ok' as const, database: config.database.kind });
    },
  );
};
