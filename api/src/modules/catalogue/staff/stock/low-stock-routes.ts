import {
  adminLowStockVariantSchema,
  adminRestockBodySchema,
  adminRestockedSchema,
  listQuerySchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { CatalogueStaffDeps } from '../../route-deps';

export const lowStockRoutes: FastifyPluginAsyncZod<CatalogueStaffDeps> = async (
  app,
  { guard, lowStockDesk },
) => {
  const tags = ['stock'];

  app.get(
    '/stock/low',
    {
      ...guard.staffOnly('stock'),
      schema: {
        tags,
        summary:
          'Sold variants at or under their low-stock level (their own, else the default in settings), fewest in stock first',
        querystring: listQuerySchema,
        response: {
          200: okEnvelope(z.array(adminLowStockVariantSchema)).extend({
            meta: z.object({
              limit: z.number().int(),
              offset: z.number().int(),
              total: z.number().int(),
              defaultLevel: z.number().int(),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total, defaultLevel } = await lowStockDesk.lowStock(request.query);
      return { ...ok(items), meta: { limit, offset, total, defaultLevel } };
    },
  );

  app.post(
    '/stock/restock',
    {
      ...guard.staffOnly('stock'),
      schema: {
        tags,
        summary:
          'Restock several variants at once with one reason: one transaction, a stock movement per variant; an unknown variant (404) restocks none',
        body: adminRestockBodySchema,
        response: { 200: okEnvelope(adminRestockedSchema), ...errorResponses },
      },
    },
    async (request) => ok(await lowStockDesk.restock(staffOf(request), request.body)),
  );
};
