import {
  addToCartBodySchema,
  type CartTarget,
  cartCountSchema,
  cartEnvelopeSchema,
  emptyDataSchema,
  idParamsSchema,
  okEnvelope,
  reorderBodySchema,
  reorderResultSchema,
  updateCartLineBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { OrderingDeps } from '../route-deps';

/** GET cart, POST cart/add, PUT/DELETE cart/{id}, POST cart/reorder, POST cart/save-to-quick-order, and the same for cart-quick-order. */
export const cartRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { auth, carts }) => {
  app.addHook('onRequest', auth.requireUser);

  const basket = (path: string, kind: CartTarget, tag: string) => {
    const tags = [tag];
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Lines with prices, stock and payment detail',
          response: { 200: cartEnvelopeSchema, ...errorResponses },
        },
      },
      async (request) => {
        const cart = await carts.get(callerOf(request).userId, kind, request.language);
        return { ...cart, message: 'ok' };
      },
    );
    app.post(
      `${path}/add`,
      {
        schema: {
          tags,
          summary: 'Add units of a product (its variant when it has options); never more than the stock',
          body: addToCartBodySchema,
          response: { 200: okEnvelope(cartCountSchema), ...errorResponses },
        },
      },
      async (request) => ok(await carts.add(callerOf(request).userId, kind, request.body)),
    );
    app.put(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: 'Change the quantity of a line',
          params: idParamsSchema,
          body: updateCartLineBodySchema,
          response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
        },
      },
      async (request) => {
        await carts.setQuantity(callerOf(request).userId, kind, request.params.id, request.body.quantity);
        return ok(null);
      },
    );
    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: 'Remove a line',
          params: idParamsSchema,
          response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
        },
      },
      async (request) => {
        await carts.remove(callerOf(request).userId, kind, request.params.id);
        return ok(null);
      },
    );
  };

  basket('/cart', 'cart', 'cart');
  basket('/cart-quick-order', 'quick_order', 'quick order');

  app.post(
    '/cart/save-to-quick-order',
    {
      schema: {
        tags: ['quick order'],
        summary: 'Add units of a product to the quick order',
        body: addToCartBodySchema,
        response: { 200: okEnvelope(cartCountSchema), ...errorResponses },
      },
    },
    async (request) => ok(await carts.add(callerOf(request).userId, 'quick_order', request.body)),
  );

  app.post(
    '/cart/reorder',
    {
      schema: {
        tags: ['cart'],
        summary: "A past order's lines into the cart (target cart) or the quick order (target quick_order)",
        body: reorderBodySchema,
        response: { 200: okEnvelope(reorderResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await carts.reorder(callerOf(request).userId, request.body.orderId, request.body.target)),
  );
};
