import {
  adminOrderDetailSchema,
  adminOrderQuerySchema,
  adminOrderStatusBodySchema,
  adminOrderSummarySchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffDeps } from '../../../../deps';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';

export const adminOrderRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, { guard, adminOrders }) => {
  const tags = ['orders'];

  app.get(
    '/orders',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary:
          'Every customer’s orders, newest first; status, payment method, day range and customer filters',
        querystring: adminOrderQuerySchema,
        response: { 200: listEnvelope(adminOrderSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminOrders.list(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/orders/:id',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okEnvelope(adminOrderDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminOrders.detail(request.params.id, request.language)),
  );

  app.post(
    '/orders/:id/status',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'One move of the order table, with a remark (required to cancel or reject)',
        params: idParamsSchema,
        body: adminOrderStatusBodySchema,
        response: { 200: okEnvelope(adminOrderDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminOrders.changeStatus(staffOf(request), request.params.id, request.body, request.language)),
  );
};
