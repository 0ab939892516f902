import {
  expectedDeliverySchema,
  listEnvelope,
  listQuerySchema,
  okEnvelope,
  specialBlendBodySchema,
  specialBlendSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { OrderingDeps } from '../route-deps';

export const specialBlendRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (
  app,
  { auth, specialBlends },
) => {
  const tags = ['special blend'];
  app.addHook('onRequest', auth.requireUser);

  app.get(
    '/order/special-blend/get-expected-deliver-date',
    {
      schema: {
        tags,
        summary: 'A special blend ordered now arrives in 7 to 10 working days',
        response: { 200: okEnvelope(expectedDeliverySchema), ...errorResponses },
      },
    },
    async () => ok(specialBlends.expected()),
  );

  app.post(
    '/customer-special-blend',
    {
      schema: {
        tags,
        summary: 'Request a special blend (minimum quantity and minimum order apply)',
        body: specialBlendBodySchema,
        response: { 200: okEnvelope(specialBlendSchema), ...errorResponses },
      },
    },
    async (request) => ok(await specialBlends.create(callerOf(request).userId, request.body)),
  );

  app.get(
    '/customer-special-blend/list',
    {
      schema: {
        tags,
        summary: "The caller's special-blend requests, newest first",
        querystring: listQuerySchema,
        response: { 200: listEnvelope(specialBlendSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { blends, total } = await specialBlends.list(callerOf(request).userId, limit, offset);
      return { ...ok(blends), meta: { limit, offset, total } };
    },
  );
};
