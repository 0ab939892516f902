import { localizeSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { ok } from '../../platform/ok';
import { sendCached } from '../../platform/read-cache';
import { getLocalize } from './service';

export const localizeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, readCache }) => {
  app.get(
    '/localize',
    {
      schema: {
        tags: ['localize'],
        summary: 'Interface languages and the translations of each',
        response: { 200: okEnvelope(localizeSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await readCache.cached('localize:all', async () => ok(await getLocalize(db))),
      ),
  );
};
