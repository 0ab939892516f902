import {
  emptyDataSchema,
  listEnvelope,
  okEnvelope,
  orderCountSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSummarySchema,
  placeOrderBodySchema,
  recentRemarksSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { OrderingDeps } from '../route-deps';

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().min(8, 'badRequest').max(100, 'badRequest').optional(),
});

export const orderRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { auth, orders, placeOrder }) => {
  const tags = ['order'];
  app.addHook('onRequest', auth.requireUser);

  app.post(
    '/order',
    {
      schema: {
        tags,
        summary:
          'Place an order from the cart or the quick order; one Idempotency-Key (header or body) gives one order',
        headers: idempotencyHeaders,
        body: placeOrderBodySchema,
        response: { 200: okEnvelope(orderDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const { orderId } = await placeOrder(
        userId,
        request.body,
        request.headers['idempotency-key'],
        request.language,
      );
      return ok(await orders.detail(userId, orderId, request.language));
    },
  );

  app.get(
    '/order',
    {
      schema: {
        tags,
        summary: "The caller's orders, newest first; status and startDate/endDate filters",
        querystring: orderListQuerySchema,
        response: { 200: listEnvelope(orderSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { orders: list, total } = await orders.list(callerOf(request).userId, request.query);
      return { ...ok(list), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/order/count',
    {
      schema: {
        tags,
        summary: 'Orders per status',
        response: { 200: okEnvelope(orderCountSchema), ...errorResponses },
      },
    },
    async (request) => ok(await orders.count(callerOf(request).userId)),
  );

  app.get(
    '/order/detail/:id',
    {
      schema: {
        tags,
        summary: 'An order with its lines, money, delivery, payment (KHQR while waiting) and status history',
        params: orderIdParamsSchema,
        response: { 200: okEnvelope(orderDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await orders.detail(callerOf(request).userId, request.params.id, request.language)),
  );

  app.post(
    '/order/:id/khqr',
    {
      schema: {
        tags,
        summary:
          'A new KHQR for an order waiting for an online payment once the last one has expired (a valid one is kept)',
        params: orderIdParamsSchema,
        response: { 200: okEnvelope(orderDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await orders.renewKhqr(userId, request.params.id);
      return ok(await orders.detail(userId, request.params.id, request.language));
    },
  );

  app.get(
    '/order/recent-remark',
    {
      schema: {
        tags,
        summary: 'Remarks of recent orders, newest first',
        response: { 200: okEnvelope(recentRemarksSchema), ...errorResponses },
      },
    },
    async (request) => ok(await orders.recentRemarks(callerOf(request).userId)),
  );

  app.put(
    '/order/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order not yet accepted or paid (stock, points and coupon come back)',
        params: orderIdParamsSchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      await orders.cancelByCustomer(callerOf(request).userId, request.params.id);
      return ok(null);
    },
  );
};
