import { listEnvelope, pointHistoryItemSchema, pointHistoryQuerySchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { OrderingDeps } from '../route-deps';
import { pointHistoryPage } from './queries';

export const pointRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { auth, db }) => {
  app.get(
    '/point/history',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['point'],
        summary:
          "The caller's reward points earned, redeemed and given back, newest first, with their orders",
        querystring: pointHistoryQuerySchema,
        response: { 200: listEnvelope(pointHistoryItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await pointHistoryPage(db, callerOf(request).userId, limit, offset);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );
};
