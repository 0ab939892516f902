import {
  ErrorCode,
  okEnvelope,
  packagePromotionCategoryId,
  quotationBodySchema,
  quotationSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { OrderingDeps } from '../route-deps';

export const quotationRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { auth, db, clock }) => {
  app.post(
    '/quotation',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Requests a quote for a package promotion (category 7); token optional',
        body: quotationBodySchema,
        response: { 200: okEnvelope(quotationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { productId, name, phone, email, company, quantity, message } = request.body;
      const product = await db
        .selectFrom('catalogue_products')
        .select('category_id')
        .where('id', '=', productId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!product) throw new AppError(404, ErrorCode.notFound, 'catalogueProductNotFound');
      if (product.category_id !== packagePromotionCategoryId) {
        throw new AppError(400, ErrorCode.validation, 'catalogueNotAPackagePromotion');
      }
      const row = await db
        .insertInto('quotations')
        .values({
          product_id: productId,
          user_id: request.auth?.userId ?? null,
          name,
          phone,
          email: email ?? null,
          company: company ?? null,
          quantity,
          message: message ?? null,
          created_at: clock.now(),
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return ok({ id: row.id, productId, createdAt: row.created_at.toISOString() });
    },
  );
};
