import { helpTopicSchema, listEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { ContentDeps } from '../route-deps';
import { listHelpTopics } from './queries';

export const helpCentreRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, { db }) => {
  app.get(
    '/help-centre',
    {
      schema: {
        tags: ['help centre'],
        summary: 'The help centre: topics and their questions with answers, in the request language',
        response: { 200: listEnvelope(helpTopicSchema), ...errorResponses },
      },
    },
    async (request) => {
      const topics = await listHelpTopics(db, request.language);
      return { ...ok(topics), meta: { limit: topics.length, offset: 0, total: topics.length } };
    },
  );
};
