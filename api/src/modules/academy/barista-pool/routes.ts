import {
  baristaPoolQuerySchema,
  baristaSchema,
  createBaristaBodySchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { AcademyDeps } from '../route-deps';

export const academyBaristaPoolRoutes: FastifyPluginAsyncZod<AcademyDeps> = async (
  app,
  { auth, academyBaristas },
) => {
  const tags = ['academy'];

  app.get(
    '/barista-pool',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'Trained baristas available for hire',
        querystring: baristaPoolQuerySchema,
        response: { 200: listEnvelope(baristaSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, availability } = request.query;
      const { baristas, total } = await academyBaristas.list(
        request.auth?.userId ?? null,
        limit,
        offset,
        availability,
      );
      return { ...ok(baristas), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/barista-pool/:id',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'One barista of the pool',
        params: idParamsSchema,
        response: { 200: okEnvelope(baristaSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyBaristas.get(request.auth?.userId ?? null, request.params.id)),
  );

  app.post(
    '/barista-pool',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Post one of the caller’s own baristas (business partners only: 403/4430 otherwise)',
        body: createBaristaBodySchema,
        response: { 200: okEnvelope(baristaSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyBaristas.create(callerOf(request).userId, request.body)),
  );
};
