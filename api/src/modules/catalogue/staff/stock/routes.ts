import {
  adminStockAdjustedSchema,
  adminStockAdjustmentBodySchema,
  adminStockMovementSchema,
  idParamsSchema,
  listEnvelope,
  listQuerySchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffDeps } from '../../../../deps';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';

export const adminStockRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, { guard, adminStock }) => {
  const tags = ['stock'];

  app.post(
    '/variants/:id/stock-adjustments',
    {
      ...guard.staffOnly('stock'),
      schema: {
        tags,
        summary: 'Change a variant’s stock by a signed quantity with a reason; never below 0 (409)',
        params: idParamsSchema,
        body: adminStockAdjustmentBodySchema,
        response: { 200: okEnvelope(adminStockAdjustedSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminStock.adjust(staffOf(request), request.params.id, request.body)),
  );

  app.get(
    '/variants/:id/stock-movements',
    {
      ...guard.staffOnly('stock'),
      schema: {
        tags,
        summary: 'A variant’s stock adjustments, newest first',
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: listEnvelope(adminStockMovementSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminStock.movements(request.params.id, request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );
};
