import { feedbackBodySchema, feedbackSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { AccountsDeps } from '../route-deps';

export const feedbackRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { auth, db, clock }) => {
  app.post(
    '/feedback/create',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback: a rating from 1 to 5 and a comment',
        body: feedbackBodySchema,
        response: { 200: okEnvelope(feedbackSchema), ...errorResponses },
      },
    },
    async (request) => {
      const row = await db
        .insertInto('feedback')
        .values({ user_id: callerOf(request).userId, ...request.body, created_at: clock.now() })
        .returning(['id', 'rating', 'comment', 'created_at'])
        .executeTakeFirstOrThrow();
      return ok({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        createdAt: row.created_at.toISOString(),
      });
    },
  );
};
