import { okEnvelope, settingsSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { sendCached } from '../../../platform/read-cache';
import type { ContentDeps } from '../route-deps';
import { getSettings } from './queries';

export const settingsRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, { db, readCache }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The feature switches, each 'on' or 'off'",
        response: { 200: okEnvelope(settingsSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await readCache.cached('settings:all', async () => ok(await getSettings(db))),
      ),
  );
};
