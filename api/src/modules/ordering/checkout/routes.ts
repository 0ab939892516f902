import {
  availableCouponListSchema,
  couponCheckBodySchema,
  couponCheckSchema,
  couponListQuerySchema,
  creditAvailabilitySchema,
  creditCheckQuerySchema,
  deliveryQuoteQuerySchema,
  deliveryQuoteSchema,
  okEnvelope,
  paymentMethodListSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { OrderingDeps } from '../route-deps';

export const checkoutRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { auth, checkout }) => {
  const tags = ['checkout'];
  app.addHook('onRequest', auth.requireUser);

  app.get(
    '/payment/method',
    {
      schema: {
        tags,
        summary: 'Payment methods for the caller',
        response: { 200: okEnvelope(paymentMethodListSchema), ...errorResponses },
      },
    },
    async (request) => ok(await checkout.methods(callerOf(request).userId)),
  );

  app.get(
    '/zone-to-geo-zone',
    {
      schema: {
        tags,
        summary: 'Delivery fee (cents) and expected delivery to one of the caller’s addresses',
        querystring: deliveryQuoteQuerySchema,
        response: { 200: okEnvelope(deliveryQuoteSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await checkout.deliveryQuote(callerOf(request).userId, request.query.addressId, request.query.source),
      ),
  );

  app.get(
    '/credit-line/check-availability',
    {
      schema: {
        tags,
        summary: 'Available credit of a business partner (credit line − unpaid credit orders, never below 0)',
        querystring: creditCheckQuerySchema,
        response: { 200: okEnvelope(creditAvailabilitySchema), ...errorResponses },
      },
    },
    async (request) => ok(await checkout.creditAvailability(callerOf(request).userId, request.query.amount)),
  );

  app.post(
    '/coupon/check-availability',
    {
      schema: {
        tags,
        summary: 'Whether a coupon applies to the cart and its discount (cents)',
        body: couponCheckBodySchema,
        response: { 200: okEnvelope(couponCheckSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await checkout.checkCoupon(
          callerOf(request).userId,
          request.body.code,
          request.body.source,
          request.language,
        ),
      ),
  );

  app.get(
    '/coupon/list-available',
    {
      schema: {
        tags,
        summary: 'Running coupons, each with whether it applies to the cart',
        querystring: couponListQuerySchema,
        response: { 200: okEnvelope(availableCouponListSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await checkout.availableCoupons(callerOf(request).userId, request.query.source, request.language)),
  );
};
