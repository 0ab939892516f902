import { chatLinksSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { sendCached } from '../../../platform/read-cache';
import type { ContentDeps } from '../route-deps';
import { getChatLinks } from './queries';

export const chatLinkRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, { db, readCache }) => {
  app.get(
    '/chat-links',
    {
      schema: {
        tags: ['settings'],
        summary: 'The Telegram and Messenger names shown beside the support phones; null when not shown',
        response: { 200: okEnvelope(chatLinksSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await readCache.cached('settings:chat-links', async () => ok(await getChatLinks(db))),
      ),
  );
};
