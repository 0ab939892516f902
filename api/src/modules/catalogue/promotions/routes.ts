import { listEnvelope, listQuerySchema, promotionSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { imageUrlOf } from '../../../platform/public-url';
import { createCachedRead } from '../products/cached-read';
import type { CatalogueDeps } from '../route-deps';

export const promotionRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (
  app,
  { auth, db, clock, config, catalogue, readCache },
) => {
  const cachedRead = createCachedRead(readCache, catalogue.customerGroupOf);

  app.get(
    '/promotion',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: "Promotions running now, each with its products at the caller's prices",
        querystring: listQuerySchema,
        response: { 200: listEnvelope(promotionSchema), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) => {
        const now = clock.now();
        const { limit, offset } = request.query;
        const rows = await db
          .selectFrom('promotions')
          .selectAll()
          .select((eb) => eb.fn.countAll<string>().over().as('total'))
          .where('is_active', '=', true)
          .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
          .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
          .orderBy('sort')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute();
        const links = rows.length
          ? await db
              .selectFrom('promotion_products')
              .select(['promotion_id', 'product_id'])
              .where(
                'promotion_id',
                'in',
                rows.map((row) => row.id),
              )
              .orderBy('product_id')
              .execute()
          : [];
        const products = await catalogue.byIds(
          [...new Set(links.map((link) => link.product_id))],
          group,
          language,
        );
        const byId = new Map(products.map((product) => [product.id, product]));
        const km = language === 'km';
        const data = rows.map((row) => ({
          id: row.id,
          title: km && row.title_km ? row.title_km : row.title,
          description: km && row.description_km ? row.description_km : row.description,
          imageUrl: imageUrlOf(config, row.image),
          startsAt: row.starts_at?.toISOString() ?? null,
          endsAt: row.ends_at?.toISOString() ?? null,
          products: links
            .filter((link) => link.promotion_id === row.id)
            .flatMap((link) => byId.get(link.product_id) ?? []),
        }));
        return { ...ok(data), meta: { limit, offset, total: Number(rows[0]?.total ?? 0) } };
      }),
  );
};
