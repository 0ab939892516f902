import {
  ErrorCode,
  idParamsSchema,
  listEnvelope,
  listQuerySchema,
  okEnvelope,
  productSummarySchema,
  wishlistBodySchema,
  wishlistIdsSchema,
  wishlistStateSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { AppError, errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { Language } from '../products/queries';
import type { CatalogueDeps } from '../route-deps';

export const wishlistRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (
  app,
  { auth, db, clock, catalogue },
) => {
  const tags = ['wishlist'];
  const security = [{ bearer: [] }];

  app.get(
    '/wishlist',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'The signed-in customer’s favorites, newest first',
        querystring: listQuerySchema,
        response: { 200: listEnvelope(productSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const { limit, offset } = request.query;
      const rows = await db
        .selectFrom('wishlist_items as w')
        .innerJoin('products as p', 'p.id', 'w.product_id')
        .select(['w.product_id', (eb) => eb.fn.countAll<string>().over().as('total')])
        .where('w.user_id', '=', userId)
        .where('p.is_active', '=', true)
        .orderBy('w.created_at', 'desc')
        .orderBy('w.product_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const group = await catalogue.customerGroupOf(userId);
      const language = request.language as Language;
      const items = await catalogue.byIds(
        rows.map((row) => row.product_id),
        group,
        language,
      );
      return { ...ok(items), meta: { limit, offset, total: Number(rows[0]?.total ?? 0) } };
    },
  );

  app.get(
    '/wishlist/ids',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Ids of the signed-in customer’s favorite products',
        response: { 200: okEnvelope(wishlistIdsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('wishlist_items')
        .select('product_id')
        .where('user_id', '=', callerOf(request).userId)
        .orderBy('product_id')
        .execute();
      return ok(rows.map((row) => row.product_id));
    },
  );

  app.post(
    '/wishlist',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Adds a product to the favorites (adding it twice keeps one)',
        body: wishlistBodySchema,
        response: { 200: okEnvelope(wishlistStateSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { productId } = request.body;
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('id', '=', productId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!product) throw new AppError(404, ErrorCode.notFound, 'catalogueProductNotFound');
      await db
        .insertInto('wishlist_items')
        .values({ user_id: callerOf(request).userId, product_id: productId, created_at: clock.now() })
        .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
        .execute();
      return ok({ productId, isFavorite: true });
    },
  );

  app.delete(
    '/wishlist/:id',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Removes a product (by product id) from the favorites',
        params: idParamsSchema,
        response: { 200: okEnvelope(wishlistStateSchema), ...errorResponses },
      },
    },
    async (request) => {
      await db
        .deleteFrom('wishlist_items')
        .where('user_id', '=', callerOf(request).userId)
        .where('product_id', '=', request.params.id)
        .execute();
      return ok({ productId: request.params.id, isFavorite: false });
    },
  );
};
