import {
  adminQuotationAnswerBodySchema,
  adminQuotationDeclineBodySchema,
  adminQuotationQuerySchema,
  adminQuotationSchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { OrderingStaffDeps } from '../../route-deps';

const tags = ['quotations'];

export const adminQuotationRoutes: FastifyPluginAsyncZod<OrderingStaffDeps> = async (
  app,
  { guard, adminQuotations },
) => {
  app.get(
    '/quotations',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'Package-promotion quote requests, newest first',
        querystring: adminQuotationQuerySchema,
        response: { 200: listEnvelope(adminQuotationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { data, total } = await adminQuotations.list(request.query);
      return { ...ok(data), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/quotations/:id',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okEnvelope(adminQuotationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminQuotations.get(request.params.id)),
  );

  app.post(
    '/quotations/:id/answer',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'Quotes a price in cents with a message; the customer is notified',
        params: idParamsSchema,
        body: adminQuotationAnswerBodySchema,
        response: { 200: okEnvelope(adminQuotationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminQuotations.answer(staffOf(request), request.params.id, request.body)),
  );

  app.post(
    '/quotations/:id/decline',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'Declines the request with a reason; the customer is notified',
        params: idParamsSchema,
        body: adminQuotationDeclineBodySchema,
        response: { 200: okEnvelope(adminQuotationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminQuotations.decline(staffOf(request), request.params.id, request.body)),
  );
};
