import {
  adminSpecialBlendAcceptBodySchema,
  adminSpecialBlendQuerySchema,
  adminSpecialBlendRejectBodySchema,
  adminSpecialBlendSchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { OrderingStaffDeps } from '../../route-deps';

const tags = ['special blends'];

/** Partners' special-blend requests; the staff who answer quotation requests answer these. */
export const adminSpecialBlendRoutes: FastifyPluginAsyncZod<OrderingStaffDeps> = async (
  app,
  { guard, adminSpecialBlends },
) => {
  app.get(
    '/special-blends',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'Special-blend requests, newest first, by status',
        querystring: adminSpecialBlendQuerySchema,
        response: { 200: listEnvelope(adminSpecialBlendSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { data, total } = await adminSpecialBlends.list(request.query);
      return { ...ok(data), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/special-blends/:id',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okEnvelope(adminSpecialBlendSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminSpecialBlends.get(request.params.id)),
  );

  app.post(
    '/special-blends/:id/accept',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'Accepts at a price per kg (cents) for a delivery day; the partner is notified',
        params: idParamsSchema,
        body: adminSpecialBlendAcceptBodySchema,
        response: { 200: okEnvelope(adminSpecialBlendSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminSpecialBlends.accept(staffOf(request), request.params.id, request.body)),
  );

  app.post(
    '/special-blends/:id/reject',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'Rejects the request with a reason; the partner is notified',
        params: idParamsSchema,
        body: adminSpecialBlendRejectBodySchema,
        response: { 200: okEnvelope(adminSpecialBlendSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminSpecialBlends.reject(staffOf(request), request.params.id, request.body)),
  );
};
