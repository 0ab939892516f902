import { equipmentQuerySchema, equipmentSchema, listEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { ServiceDeskDeps } from '../route-deps';

export const equipmentRoutes: FastifyPluginAsyncZod<ServiceDeskDeps> = async (app, { db }) => {
  app.get(
    '/equipment',
    {
      schema: {
        tags: ['service'],
        summary: 'The equipment catalogue (brand and model), optionally of one equipment type',
        querystring: equipmentQuerySchema,
        response: { 200: listEnvelope(equipmentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, categoryId } = request.query;
      let base = db.selectFrom('equipment');
      if (categoryId) base = base.where('category_id', '=', categoryId);
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'category_id', 'brand', 'model'])
        .orderBy('brand')
        .orderBy('model')
        .limit(limit)
        .offset(offset)
        .execute();
      const items = rows.map((row) => ({
        id: row.id,
        categoryId: row.category_id,
        brand: row.brand,
        model: row.model,
      }));
      return { ...ok(items), meta: { limit, offset, total: Number(total) } };
    },
  );
};
