import {
  okEnvelope,
  reviewBodySchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { CatalogueDeps } from '../route-deps';

export const reviewRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, { auth, reviews }) => {
  app.get(
    '/review',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags: ['review'],
        summary:
          'A product’s reviews, newest first, with the average rating and whether the caller may write one',
        querystring: reviewListQuerySchema,
        response: { 200: okEnvelope(reviewListSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await reviews.list(request.query.productId, request.query, request.auth?.userId ?? null)),
  );

  app.post(
    '/review',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['review'],
        security: [{ bearer: [] }],
        summary:
          'Reviews a product: only a customer who received it in an order (403), rating 1-5 and text required, one review per product and customer (409)',
        body: reviewBodySchema,
        response: { 200: okEnvelope(reviewSchema), ...errorResponses },
      },
    },
    async (request) => ok(await reviews.create(callerOf(request).userId, request.body)),
  );
};
